export default function Page() {
  return (
    <section className="section container">
      <h1>Request a Quote</h1>
    </section>
  );
}
