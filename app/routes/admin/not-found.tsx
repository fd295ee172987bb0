// the back office's own stylesheet, every utility (decision 0074); the public pages' leaves the admin's out
import "../../admin.css";
import { data } from "react-router";
import { StatusPage } from "../../components/ui/status-page";

/** Any unknown address under /admin answers 404 with a real page. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <StatusPage status={404} />;
}

export function ErrorBoundary() {
  return <StatusPage status={404} />;
}
