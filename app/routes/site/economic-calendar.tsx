import { SimplePage } from "../../components/site/page-intro";

export function meta() {
  return [{ title: "Economic Calendar | Candlewise Academy" }];
}

export default function EconomicCalendar() {
  return (
    <SimplePage
      title="Economic Calendar"
      intro="Each row is one scheduled release: its date and time, the currency it moves, the event, the forecast and the previous value."
    />
  );
}
