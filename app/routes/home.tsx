import { business } from "~/content/business";

export default function Home() {
  return (
    <section className="section container">
      <h1>{business.name}</h1>
      <p>{business.tagline}</p>
    </section>
  );
}
