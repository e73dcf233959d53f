/** A staff member's own settings (issue 40): the devices that get pushes, and where the back office opens on a phone. */
import { serviceContext } from "../../lib/app-context.ts";
import type { ClientInfo } from "../leads/service.ts";

/** The staff settings the server provides to /admin/settings and /admin/start (server/admin/settings.ts). */
export const staffSettingsContext = serviceContext<StaffSettings>("staff-settings");

/** A device that gets the back office's pushes, as its owner sees it: no endpoint, no keys. */
export type PushDevice = {
  id: string;
  /** "Android phone, Chrome" */
  device: string;
  created_at: string;
  /** The first 16 base64url characters of the SHA-256 of its endpoint: the page tells "this device" by it. */
  endpointHash: string;
};

export type StaffSettings = {
  devices(userId: string): Promise<PushDevice[]>;
  removeDevice(userId: string, id: string, staff: string, client: ClientInfo): Promise<boolean>;
  agendaOnPhone(userId: string): Promise<boolean>;
  setAgendaOnPhone(userId: string, on: boolean, staff: string, client: ClientInfo): Promise<void>;
  /** Where the back office opens for this staff member on this device now: the inbox, or the agenda. */
  startPath(userId: string, userAgent: string): Promise<string>;
};

/** The hash the settings page compares a device's endpoint by (SHA-256, base64url, 16 characters). */
export async function endpointHash(endpoint: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(endpoint));
  let binary = "";
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "").slice(0, 16);
}
