package io.objbench.web.pages.editor;

import io.objbench.core.protocol.DriverView;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.workload.WorkloadException;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.web.server.UiExchange;
import io.objbench.web.server.UiRoutes;
import io.objbench.web.server.UiServices;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * {@code /ui/editor}: a form that writes a valid workload. Its script asks
 * {@code /ui/editor/preview} for the XML on every change (JSON: xml and problems); submitting
 * generates the XML again on the server, checks it with the workload reader and queues it.
 */
public final class EditorPages {

    private final UiServices services;

    public EditorPages(UiServices services) {
        this.services = services;
    }

    /** Registers the editor's routes. */
    public void register(UiRoutes routes) {
        routes.get("/ui/editor", ex -> form(ex, 200, defaults(), List.of()));
        routes.post("/ui/editor/preview", this::preview);
        routes.post("/ui/editor/submit", this::submit);
    }

    /** The form's first values: every stage on, mock storage (public: the ITs run it on a cluster). */
    public static WorkloadSpec defaults() {
        return WorkloadSpec.of(Map.of("init", "on", "prepare", "on", "main", "on", "cleanup", "on", "dispose", "on"));
    }

    /** The spec's XML and its problems (the reader's too, so the preview says what would fail). */
    static Map<String, Object> generate(WorkloadSpec spec) {
        Map<String, Object> reply = new LinkedHashMap<>();
        List<String> problems = spec.problems();
        String xml = WorkloadXml.of(spec);
        if (problems.isEmpty()) {
            problems = WorkloadReader.check(xml, spec.name() + ".xml").errors().stream()
                    .map(WorkloadException::getMessage).toList();
        }
        reply.put("ok", problems.isEmpty());
        reply.put("xml", xml);
        reply.put("problems", problems);
        return reply;
    }

    private void preview(UiExchange ex) throws Exception {
        ex.json(200, generate(WorkloadSpec.of(ex.form())));
    }

    private void submit(UiExchange ex) throws Exception {
        WorkloadSpec spec = WorkloadSpec.of(ex.form());
        Map<String, Object> g = generate(spec);
        @SuppressWarnings("unchecked")
        List<String> problems = (List<String>) g.get("problems");
        if (!problems.isEmpty()) {
            form(ex, 400, spec, problems);
            return;
        }
        try {
            WorkloadView v = services.context().queue().submit((String) g.get("xml"), spec.name() + ".xml");
            ex.redirect("/ui/workloads/" + v.id());
        } catch (Exception e) {
            form(ex, 400, spec, List.of(e.getMessage()));
        }
    }

    private void form(UiExchange ex, int status, WorkloadSpec spec, List<String> problems) {
        Map<String, Object> m = new HashMap<>();
        m.put("title", "Workload editor");
        m.put("s", spec);
        m.put("units", WorkloadSpec.UNITS);
        m.put("rangeSelectors", options(Map.of("u", "u(): uniform at random", "r", "r(): in turn, per worker",
                "s", "s(): in sequence, per driver"), Selectors.RANGES));
        m.put("sizeSelectors", options(Map.of("c", "c(): one size", "u", "u(): uniform up to the largest size",
                "h", "h(): weighted buckets"), Selectors.SIZES));
        m.put("divisions", options(Map.of("none", "none: every worker uses every range", "container",
                "container: each worker its own containers", "object", "object: each worker its own objects"),
                Selectors.DIVISIONS));
        m.put("problems", problems);
        m.put("xml", WorkloadXml.of(spec));
        m.put("storageTypes", types(services, true));
        m.put("authTypes", types(services, false));
        ex.page(status, "editor.ftlh", m);
    }

    private static List<Map<String, String>> options(Map<String, String> labels, List<String> order) {
        return order.stream().map(v -> Map.of("value", v, "label", labels.get(v))).toList();
    }

    /** The storage (or auth) types the drivers offer, for the form's suggestions. */
    public static List<String> types(UiServices services, boolean storage) {
        TreeSet<String> types = new TreeSet<>();
        for (DriverView d : services.context().drivers().views()) {
            types.addAll(storage ? d.storageTypes() : d.authTypes());
        }
        return List.copyOf(types);
    }
}
