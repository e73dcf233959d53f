import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";
import { registerServiceWorker } from "./offline/use-service-worker";
import { endpointHash, type PushDevice } from "./settings";

type State = "checking" | "unsupported" | "blocked" | "off" | "on" | "working" | { failed: string };

const PUSH_API = "/api/admin/push";

/**
 * The browser's own subscription to the back office's pushes, if its service worker is there to hold one (this
 * component's effect runs before the page's own registration: it asks for the same registration itself).
 */
async function currentSubscription(): Promise<PushSubscription | null | undefined> {
  const registration = await registerServiceWorker();
  if (!registration) return undefined;
  return registration.pushManager.getSubscription();
}

/** `fetch` of the push API with the session's CSRF token (decision 0010: header X-CSRF-Token for /api/admin/*). */
function pushApi(method: string, path: string, csrfToken: string, body?: unknown) {
  return fetch(`${PUSH_API}${path}`, {
    method,
    headers: { "Content-Type": "application/json", "X-CSRF-Token": csrfToken },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * Turns the back office's notifications on or off for this device (issue 40): the browser asks the staff member's
 * permission, subscribes with the server's VAPID key and the server stores the subscription for them. Needs
 * scripts and a browser with Web Push; it says so otherwise.
 */
export function PushToggle({ devices, csrfToken }: { devices: PushDevice[]; csrfToken: string }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [state, setState] = useState<State>("checking");
  const known = devices.map((d) => d.endpointHash).join(",");

  useEffect(() => {
    if (!hydrated) return;
    let cancelled = false;
    (async () => {
      if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
        return "unsupported" as const;
      }
      if (Notification.permission === "denied") return "blocked" as const;
      const subscription = await currentSubscription();
      if (subscription === undefined) return "unsupported" as const;
      if (!subscription) return "off" as const;
      const hash = await endpointHash(subscription.endpoint);
      return known.split(",").includes(hash) ? ("on" as const) : ("off" as const);
    })().then(
      (next) => !cancelled && setState(next),
      () => !cancelled && setState("unsupported"),
    );
    return () => {
      cancelled = true;
    };
  }, [hydrated, known]);

  async function turnOn() {
    setState("working");
    try {
      if ((await Notification.requestPermission()) !== "granted") return setState("blocked");
      if (!(await registerServiceWorker())) return setState("unsupported");
      // A subscription needs an active worker: `ready` waits for the registration above to activate.
      const registration = await navigator.serviceWorker.ready;
      const key = await pushApi("GET", "/key", csrfToken);
      const { publicKey } = (await key.json()) as { publicKey: string };
      const existing = await registration.pushManager.getSubscription();
      const subscription =
        existing ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
      const saved = await pushApi("POST", "/subscriptions", csrfToken, subscription.toJSON());
      if (saved.status !== 201) throw new Error(`the server answered ${saved.status}`);
      setState("on");
      await revalidator.revalidate();
    } catch (error) {
      setState({ failed: `Notifications could not be turned on (${String(error)}). Please try again.` });
    }
  }

  async function turnOff() {
    setState("working");
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await pushApi("DELETE", "/subscriptions", csrfToken, { endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      setState("off");
      await revalidator.revalidate();
    } catch (error) {
      setState({ failed: `Notifications could not be turned off (${String(error)}). Please try again.` });
    }
  }

  if (!hydrated || state === "checking") {
    return <p>Notifications on this device need JavaScript and a browser that supports them.</p>;
  }
  if (state === "unsupported") {
    return (
      <p>
        This browser cannot receive the back office&apos;s notifications. On an iPhone, add the back office to the Home
        Screen first and open it from there.
      </p>
    );
  }
  if (state === "blocked") {
    return <p>Notifications are blocked for this site in the browser&apos;s settings. Allow them there first.</p>;
  }
  const on = state === "on";
  return (
    <div className="admin-devices">
      <p role="status">{on ? "Notifications are on for this device." : "Notifications are off for this device."}</p>
      {typeof state === "object" && (
        <p className="admin-alert admin-alert--error" role="alert">
          {state.failed}
        </p>
      )}
      <p>
        <button
          className={`button ${on ? "button--outline" : "button--primary"} admin-button`}
          type="button"
          disabled={state === "working"}
          onClick={on ? turnOff : turnOn}
        >
          {on ? "Turn off notifications on this device" : "Turn on notifications on this device"}
        </button>
      </p>
    </div>
  );
}
