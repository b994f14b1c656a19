package io.objbench.web.pages.matrix;

import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.http.HttpProblem;
import io.objbench.web.pages.editor.EditorPages;
import io.objbench.web.server.UiExchange;
import io.objbench.web.server.UiRoutes;
import io.objbench.web.server.UiServices;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * {@code /ui/matrix}: sizes × object counts × container counts × worker counts × mixes → one workload with a
 * stage per combination, or one workload per combination (each submittable on its own, all at
 * once, or downloaded as a zip). The preview ({@code /ui/matrix/preview}, JSON) is what the
 * page's script shows after every change.
 */
public final class MatrixPages {

    private final UiServices services;

    public MatrixPages(UiServices services) {
        this.services = services;
    }

    /** Registers the matrix routes. */
    public void register(UiRoutes routes) {
        routes.get("/ui/matrix", ex -> form(ex, 200, MatrixSpec.of(Map.of()), List.of(), ""));
        routes.post("/ui/matrix/preview", ex -> ex.json(200, preview(MatrixSpec.of(ex.form()))));
        routes.post("/ui/matrix/submit", this::submit);
        routes.post("/ui/matrix/zip", this::zip);
    }

    /** The generated workloads and the problems that stop them (the reader's too). */
    static Map<String, Object> preview(MatrixSpec m) {
        List<String> problems = new ArrayList<>(m.problems());
        List<Map<String, Object>> workloads = new ArrayList<>();
        if (problems.isEmpty()) {
            for (MatrixXml.Generated g : MatrixXml.of(m)) {
                if (g.name().length() > 50) {
                    problems.add("The workload name '" + g.name() + "' is longer than 50 characters: shorten the name.");
                }
                WorkloadReader.check(g.xml(), g.name() + ".xml").errors()
                        .forEach(e -> problems.add(e.getMessage()));
                workloads.add(Map.of("name", g.name(), "xml", g.xml()));
            }
        }
        Map<String, Object> reply = new LinkedHashMap<>();
        reply.put("ok", problems.isEmpty());
        reply.put("problems", problems);
        reply.put("workloads", workloads);
        reply.put("xml", workloads.isEmpty() ? "" : workloads.getFirst().get("xml"));
        reply.put("points", problems.isEmpty() ? m.points().size() : 0);
        return reply;
    }

    /** Submits every workload, or only number {@code only} (0-based) of them. */
    private void submit(UiExchange ex) throws Exception {
        Map<String, String> form = ex.form();
        MatrixSpec m = MatrixSpec.of(form);
        Map<String, Object> p = preview(m);
        @SuppressWarnings("unchecked")
        List<String> problems = (List<String>) p.get("problems");
        if (!problems.isEmpty()) {
            form(ex, 400, m, problems, "");
            return;
        }
        List<MatrixXml.Generated> all = MatrixXml.of(m);
        String only = form.getOrDefault("only", "");
        List<MatrixXml.Generated> chosen = only.isBlank() ? all : List.of(all.get(index(only, all.size())));
        List<String> ids = new ArrayList<>();
        for (MatrixXml.Generated g : chosen) {
            try {
                WorkloadView v = services.context().queue().submit(g.xml(), g.name() + ".xml");
                ids.add(v.id());
            } catch (Exception e) {
                form(ex, 400, m, List.of("Cannot submit " + g.name() + ": " + e.getMessage()), String.join(", ", ids));
                return;
            }
        }
        if (ids.size() == 1) {
            ex.redirect("/ui/workloads/" + ids.getFirst());
        } else {
            ex.redirect("/ui/?notice=" + java.net.URLEncoder.encode("Submitted " + String.join(", ", ids) + ".",
                    StandardCharsets.UTF_8));
        }
    }

    private void zip(UiExchange ex) throws Exception {
        MatrixSpec m = MatrixSpec.of(ex.form());
        Map<String, Object> p = preview(m);
        @SuppressWarnings("unchecked")
        List<String> problems = (List<String>) p.get("problems");
        if (!problems.isEmpty()) {
            form(ex, 400, m, problems, "");
            return;
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (MatrixXml.Generated g : MatrixXml.of(m)) {
                zip.putNextEntry(new ZipEntry(g.name() + ".xml"));
                zip.write(g.xml().getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
        ex.response().getHeaders().put("Content-Disposition",
                "attachment; filename=\"" + m.base().name() + "-matrix.zip\"");
        // the user's own workloads, generated from the form: the zip is what they would submit
        ex.bytes(200, "application/zip", bytes.toByteArray());
    }

    private static int index(String text, int size) throws HttpProblem {
        String t = text.strip();
        if (t.matches("[0-9]{1,9}") && Integer.parseInt(t) < size) { // ASCII digits only, as everywhere
            return Integer.parseInt(t);
        }
        String shown = t.length() <= 40 ? t : t.substring(0, 40) + "…";
        throw new HttpProblem(400, "There is no matrix workload number '" + shown + "': choose 0 to " + (size - 1) + ".");
    }

    private void form(UiExchange ex, int status, MatrixSpec m, List<String> problems, String submitted) {
        Map<String, Object> model = new HashMap<>();
        model.put("title", "Benchmark matrix");
        model.put("s", m.base());
        model.put("sizes", String.join(", ", m.sizes().stream().map(MatrixSpec.Size::label).toList()));
        model.put("objectCounts", join(m.objects()));
        model.put("containerCounts", join(m.containers()));
        model.put("workerCounts", join(m.workers()));
        model.put("mixes", String.join(", ", m.mixes().stream().map(x -> x[0] + "/" + x[1] + "/" + x[2]).toList()));
        model.put("each", m.each());
        model.put("problems", problems);
        model.put("submitted", submitted);
        model.put("units", io.objbench.web.pages.editor.WorkloadSpec.UNITS);
        model.put("storageTypes", EditorPages.types(services, true));
        model.put("authTypes", EditorPages.types(services, false));
        ex.page(status, "matrix.ftlh", model);
    }

    private static String join(List<Integer> numbers) {
        return String.join(", ", numbers.stream().map(String::valueOf).toList());
    }
}
