import { MeasureGuidePage } from "~/features/measure-guide/measure-guide-page";

export default function Page() {
  return <MeasureGuidePage />;
}
