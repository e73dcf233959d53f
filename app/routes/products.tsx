export default function Page() {
  return (
    <section className="section container">
      <h1>Our Products</h1>
    </section>
  );
}
