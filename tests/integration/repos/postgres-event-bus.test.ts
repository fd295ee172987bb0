import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import type { EventBus, SiteEvent } from "../../../app/server/events/event-bus.server";
import { createPostgresEventBus } from "../../../app/server/events/postgres-event-bus.server";
import { postgresAvailable, TEST_DATABASE_URL } from "../../support/postgres";

/*
 * The PostgreSQL event bus between two instances on one channel: an instance's own event reaches
 * its listeners before publish returns (the page an administrator loads after a save must not come
 * from the cache the save made stale), once, not again when NOTIFY's echo arrives; the other
 * instance gets it once, through NOTIFY.
 */
describe.skipIf(!(await postgresAvailable()))("the PostgreSQL event bus", () => {
  const channel = `cw_bus_test_${Date.now().toString(36)}`;
  const log = pino({ level: "silent" });
  const buses: EventBus[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
  });

  const open = async () => {
    const bus = await createPostgresEventBus({ connectionString: TEST_DATABASE_URL, channel, log });
    buses.push(bus);
    const received: SiteEvent[] = [];
    bus.subscribe((event) => received.push(event));
    return { bus, received };
  };

  it("hands an instance its own event at once and once, and the other instance once", async () => {
    const first = await open();
    const second = await open();
    const event: SiteEvent = { type: "content.changed", area: "settings" };

    await first.bus.publish(event);
    expect(first.received, "before publish returned").toEqual([event]);

    await expect.poll(() => second.received, { timeout: 5_000 }).toEqual([event]);
    // the echo has had time to come back to the first instance: it is not handed over again
    await second.bus.publish({ type: "messages.changed" });
    await expect.poll(() => first.received, { timeout: 5_000 }).toEqual([event, { type: "messages.changed" }]);
    expect(second.received).toEqual([event, { type: "messages.changed" }]);
  });
});
