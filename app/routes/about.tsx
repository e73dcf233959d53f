export default function Page() {
  return (
    <section className="section container">
      <h1>About Us</h1>
    </section>
  );
}
