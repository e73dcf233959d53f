export default function Page() {
  return (
    <section className="section container">
      <h1>Blog</h1>
    </section>
  );
}
