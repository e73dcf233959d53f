export default function Page() {
  return (
    <section className="section container">
      <h1>Our Gallery</h1>
    </section>
  );
}
