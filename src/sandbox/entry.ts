/** The sandbox page's entry: loads the module's stylesheet and the page's own, then starts the host. */
import "../../styles/turnkeeper.css";
import "./sandbox.css";
import { startSandbox } from "./setup/host";

startSandbox(document, window).catch((error: unknown) => {
  console.error("turnkeeper sandbox | could not start", error);
});
