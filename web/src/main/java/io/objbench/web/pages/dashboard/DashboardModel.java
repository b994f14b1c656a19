package io.objbench.web.pages.dashboard;

import io.objbench.controller.archive.ArchiveLayout;
import io.objbench.controller.history.PastRun;
import io.objbench.core.protocol.DriverView;
import io.objbench.core.protocol.WorkloadView;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Turns the controller's drivers, queue and history into the rows of the dashboard template. */
final class DashboardModel {

    private final DateTimeFormatter dates;

    DashboardModel(ZoneId zone) {
        this.dates = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT).withZone(zone);
    }

    List<Map<String, Object>> drivers(List<DriverView> views) {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (DriverView d : views) {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("name", d.name());
            r.put("url", d.url());
            r.put("alive", d.alive());
            r.put("version", d.version());
            r.put("storageTypes", String.join(", ", d.storageTypes()));
            r.put("authTypes", String.join(", ", d.authTypes()));
            r.put("skewMillis", d.clockSkewMillis());
            r.put("lastSeen", time(d.lastSeenMillis()));
            r.put("lastError", d.lastError());
            r.put("joined", d.joined());
            r.put("joinedSince", time(d.joinedMillis()));
            r.put("lastHeartbeat", DriverView.REGISTERED.equals(d.joined()) ? time(d.lastHeartbeatMillis()) : "");
            rows.add(r);
        }
        return rows;
    }

    /** Running runs first (by id), then the queued ones in the order they will start. */
    List<Map<String, Object>> active(List<WorkloadView> views, List<String> queuedOrder) {
        List<WorkloadView> sorted = new ArrayList<>(views);
        sorted.sort(Comparator.comparingInt((WorkloadView v) -> {
            int at = queuedOrder.indexOf(v.id());
            return at < 0 ? -1 : at;
        }));
        List<Map<String, Object>> rows = new ArrayList<>();
        for (WorkloadView v : sorted) {
            Map<String, Object> r = common(v);
            int at = queuedOrder.indexOf(v.id());
            r.put("queued", at >= 0);
            r.put("first", at == 0);
            r.put("last", at == queuedOrder.size() - 1);
            r.put("stage", v.currentStage());
            r.put("stageIndex", stageIndex(v));
            rows.add(r);
        }
        return rows;
    }

    /** Newest first. */
    List<Map<String, Object>> history(List<PastRun> runs) {
        List<PastRun> sorted = new ArrayList<>(runs);
        sorted.sort(Comparator.comparingLong((PastRun p) -> number(p.view().id())).reversed());
        List<Map<String, Object>> rows = new ArrayList<>();
        for (PastRun p : sorted) {
            Map<String, Object> r = common(p.view());
            r.put("stopped", time(p.view().stoppedMillis()));
            r.put("message", p.view().message());
            try {
                List<String> files = p.files();
                r.put("files", files);
                r.put("resubmittable", files.contains(ArchiveLayout.WORKLOAD_CONFIG));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            rows.add(r);
        }
        return rows;
    }

    private Map<String, Object> common(WorkloadView v) {
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("id", v.id());
        r.put("name", v.name());
        r.put("state", v.state());
        r.put("submitted", time(v.submittedMillis()));
        r.put("started", time(v.startedMillis()));
        r.put("stages", v.stages().size());
        return r;
    }

    /** 1-based position of the running stage among the run's stages; 0 when none runs. */
    static int stageIndex(WorkloadView v) {
        for (int i = 0; i < v.stages().size(); i++) {
            if (v.stages().get(i).id().equals(v.currentStage())) {
                return i + 1;
            }
        }
        return 0;
    }

    private String time(long millis) {
        return millis <= 0 ? "" : dates.format(Instant.ofEpochMilli(millis));
    }

    static long number(String id) {
        return io.objbench.core.protocol.RunIds.number(id);
    }
}
