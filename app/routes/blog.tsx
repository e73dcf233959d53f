/** Spec §2.12: the blog is a placeholder that shows only its title. */
export default function Page() {
  return (
    <section className="section container">
      <h1>Blog</h1>
    </section>
  );
}
