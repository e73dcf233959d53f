export default function Page() {
  return (
    <section className="section container">
      <h1>Join Our Newsletter</h1>
    </section>
  );
}
