/** What the booking tests post (tests/integration/booking.test.ts, consultants.test.ts). */

let ipCounter = 0;
/** Each request speaks from its own address (through one trusted proxy), so rate limits stay out of the way. */
export const fromUnique = () => {
  const n = ++ipCounter;
  return { "X-Forwarded-For": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
};

let personCounter = 0;
/** A new visitor's booking of `start`: each call a different person. */
export const person = (start: string) => {
  const n = ++personCounter;
  return {
    start,
    user_name: `Visitor ${n}`,
    user_email: `visitor${n}@example.com`,
    user_phone: "(213) 555-0100",
    address: "742 Evergreen Terrace, Los Angeles, CA",
    location_lat: "34.05",
    location_lng: "-118.25",
    rooms: "3",
    message: "Two bay windows.",
  };
};
