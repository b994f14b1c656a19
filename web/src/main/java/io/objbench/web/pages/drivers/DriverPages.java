package io.objbench.web.pages.drivers;

import io.objbench.controller.queue.DriverActivity;
import io.objbench.controller.run.TelemetryRow;
import io.objbench.controller.run.TimelineRow;
import io.objbench.core.protocol.DriverView;
import io.objbench.http.HttpProblem;
import io.objbench.web.server.UiExchange;
import io.objbench.web.server.UiRoutes;
import io.objbench.web.server.UiServices;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code /ui/drivers} (every driver: URL, how it joined, health, last poll or heartbeat) and
 * {@code /ui/drivers/{name}} (one driver: its recent missions with work and worker range, the
 * workers it runs now, its last intervals per operation and its own telemetry), as COSBench's
 * driver pages had. {@code /ui/drivers/{name}/data} is the same as JSON. All from what the
 * controller already knows: the pool's polls and {@link DriverActivity}.
 */
public final class DriverPages {

    private final UiServices services;
    private final DateTimeFormatter dates;

    public DriverPages(UiServices services) {
        this.services = services;
        this.dates = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT).withZone(services.context().zone());
    }

    /** Registers the driver routes. */
    public void register(UiRoutes routes) {
        routes.get("/ui/drivers", this::list);
        routes.get("/ui/drivers/**", this::one);
    }

    private void list(UiExchange ex) {
        List<Map<String, Object>> rows = new ArrayList<>();
        DriverActivity activity = services.context().queue().driverActivity();
        for (DriverView d : services.context().drivers().views()) {
            Map<String, Object> r = health(d);
            r.put("running", activity.missions(d.name()).stream().filter(m -> m.state().equals("RUNNING")).count());
            rows.add(r);
        }
        Map<String, Object> m = new HashMap<>();
        m.put("title", "Drivers");
        m.put("drivers", rows);
        ex.page("drivers.ftlh", m);
    }

    private void one(UiExchange ex) throws HttpProblem {
        String rest = ex.path().substring("/ui/drivers/".length());
        boolean data = rest.endsWith("/data");
        String name = URLDecoder.decode(data ? rest.substring(0, rest.length() - "/data".length()) : rest,
                StandardCharsets.UTF_8);
        DriverView view = services.context().drivers().views().stream().filter(d -> d.name().equals(name))
                .findFirst().orElseThrow(() -> new HttpProblem(404, "There is no driver named '"
                        + (name.length() <= 60 ? name : name.substring(0, 60) + "…") + "'; see /ui/drivers."));
        Map<String, Object> model = model(view);
        if (data) {
            ex.json(200, model);
        } else {
            model.put("title", "Driver " + name);
            ex.page("driver.ftlh", model);
        }
    }

    private Map<String, Object> model(DriverView d) {
        DriverActivity activity = services.context().queue().driverActivity();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("driver", health(d));
        List<Map<String, Object>> missions = new ArrayList<>();
        int workersNow = 0;
        for (DriverActivity.MissionRow r : activity.missions(d.name())) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("workloadId", r.workloadId());
            row.put("workload", r.workloadName());
            row.put("stage", r.stageId());
            row.put("mission", r.mission().missionId());
            row.put("work", r.mission().work());
            row.put("workers", r.mission().firstWorker() + "–" + r.mission().lastWorker());
            row.put("workerCount", r.mission().lastWorker() - r.mission().firstWorker() + 1);
            row.put("sent", time(r.sentMillis()));
            row.put("state", r.state());
            if (r.state().equals("RUNNING")) {
                workersNow += r.mission().lastWorker() - r.mission().firstWorker() + 1;
            }
            missions.add(row);
        }
        m.put("missions", missions);
        m.put("workersNow", workersNow);
        List<TelemetryRow> telemetry = activity.telemetry(d.name());
        m.put("activeWorkers", telemetry.isEmpty() ? "" : String.valueOf(telemetry.getFirst().activeWorkers()));
        List<Map<String, Object>> intervals = new ArrayList<>();
        for (DriverActivity.Interval i : activity.intervals(d.name())) {
            for (TimelineRow.DriverOp op : i.ops()) {
                Map<String, Object> row = new LinkedHashMap<>();
                row.put("at", time(i.atMillis()));
                row.put("workloadId", i.workloadId());
                row.put("stage", i.stageId());
                row.put("op", i.name(op));
                row.put("successes", op.successes());
                row.put("failures", op.failures());
                row.put("throughput", String.format(Locale.ROOT, "%.1f", op.throughput()));
                row.put("bandwidthMB", String.format(Locale.ROOT, "%.2f", op.bandwidth() / 1e6));
                row.put("p99Ms", Double.isNaN(op.p99Ms()) ? "" : String.format(Locale.ROOT, "%.2f", op.p99Ms()));
                intervals.add(row);
            }
        }
        m.put("intervals", intervals);
        List<Map<String, Object>> tele = new ArrayList<>();
        for (TelemetryRow t : telemetry) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("at", time(t.endMicros() / 1000));
            row.put("activeWorkers", t.activeWorkers());
            row.put("processCpu", percent(t.telemetry().processCpu()));
            row.put("hostCpu", percent(t.telemetry().hostCpu()));
            row.put("gcPauses", t.telemetry().gcPauses());
            row.put("gcPauseMs", String.format(Locale.ROOT, "%.1f", t.telemetry().gcPauseMicros() / 1e3));
            row.put("heapMB", String.format(Locale.ROOT, "%.0f", t.telemetry().heapUsedBytes() / 1e6));
            row.put("lagMs", String.format(Locale.ROOT, "%.1f", t.telemetry().lagMaxMicros() / 1e3));
            tele.add(row);
        }
        m.put("telemetry", tele);
        return m;
    }

    private Map<String, Object> health(DriverView d) {
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("name", d.name());
        r.put("link", "/ui/drivers/" + java.net.URLEncoder.encode(d.name(), StandardCharsets.UTF_8).replace("+", "%20"));
        r.put("url", d.url());
        r.put("alive", d.alive());
        r.put("missedPolls", d.missedPolls());
        r.put("lastError", d.lastError());
        r.put("version", d.version());
        r.put("joined", d.joined());
        r.put("joinedSince", time(d.joinedMillis()));
        r.put("lastSeen", time(d.lastSeenMillis()));
        r.put("lastHeartbeat", DriverView.REGISTERED.equals(d.joined()) ? time(d.lastHeartbeatMillis()) : "");
        r.put("skewMillis", d.clockSkewMillis());
        r.put("storageTypes", String.join(", ", d.storageTypes()));
        return r;
    }

    private String time(long millis) {
        return millis <= 0 ? "" : dates.format(Instant.ofEpochMilli(millis));
    }

    private static String percent(Double share) {
        return share == null ? "" : String.format(Locale.ROOT, "%.0f %%", share * 100);
    }
}
