export default function Page() {
  return (
    <section className="section container">
      <h1>Contact Us</h1>
    </section>
  );
}
