export default function Page() {
  return (
    <section className="section container">
      <h1>Our Collections</h1>
    </section>
  );
}
