export default function Page() {
  return (
    <section className="section container">
      <h1>Motorized Collection</h1>
    </section>
  );
}
