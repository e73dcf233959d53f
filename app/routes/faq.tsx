export default function Page() {
  return (
    <section className="section container">
      <h1>Frequently Asked Questions</h1>
    </section>
  );
}
