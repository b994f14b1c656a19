package io.objbench.web.pages.submit;

import io.objbench.controller.plan.PlanText;
import io.objbench.controller.plan.SchedulePlan;
import io.objbench.controller.plan.SchedulePlanner;
import io.objbench.controller.schedule.WorkloadAdmission;
import io.objbench.controller.schedule.WorkloadRejectedException;
import io.objbench.core.protocol.DriverView;
import io.objbench.core.protocol.WorkloadView;
import io.objbench.core.ssbench.ScenarioException;
import io.objbench.core.ssbench.ScenarioReader;
import io.objbench.core.ssbench.ScenarioWorkload;
import io.objbench.core.workload.Workload;
import io.objbench.core.workload.WorkloadCheck;
import io.objbench.core.workload.WorkloadException;
import io.objbench.core.workload.WorkloadReader;
import io.objbench.web.server.UiExchange;
import io.objbench.web.server.UiRoutes;
import io.objbench.web.server.UiServices;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code /ui/submit}: upload or paste a workload, check it ({@code /ui/submit/check}, JSON, used
 * by the page's script before anything is sent to run: every error, or the warnings), see what
 * the scheduler would do ({@code /ui/submit/dryrun}, the same plan as {@code objbench run
 * --dry-run}) and queue it. The editor and matrix pages submit here too.
 */
public final class SubmitPages {

    private final UiServices services;

    public SubmitPages(UiServices services) {
        this.services = services;
    }

    /** Registers the submit routes. */
    public void register(UiRoutes routes) {
        routes.get("/ui/submit", ex -> form(ex, 200, "", List.of()));
        routes.post("/ui/submit", this::submit);
        routes.post("/ui/submit/check", this::check);
        routes.post("/ui/submit/dryrun", this::dryRun);
        routes.post("/ui/submit/search", this::search);
    }

    /**
     * The submitted text: an uploaded file when one was chosen, else the pasted text. An ssbench
     * scenario (recognised by its content) is converted here with the form's ssbench fields
     * ({@link ScenarioForm}); {@code shown} is what the form shows back (the scenario's text, so its
     * error lines match), {@code problems} what stopped the conversion.
     */
    record Input(String xml, String fileName, Workload.Origin origin, String shown, List<Map<String, Object>> problems,
                 List<String> notes) {
        static Input of(Map<String, String> form) {
            String file = form.getOrDefault("file", "");
            String text;
            String name;
            if (!file.isBlank()) {
                text = file;
                name = form.getOrDefault("file.filename", "workload.xml");
            } else {
                String n = form.getOrDefault("name", "");
                text = form.getOrDefault("xml", "");
                name = n.isBlank() ? "pasted.xml" : n;
            }
            if (!ScenarioReader.looksLikeScenario(text)) {
                return new Input(text, name, null, text, List.of(), List.of());
            }
            String scenarioName = file.isBlank() && form.getOrDefault("name", "").isBlank() ? "pasted.scenario" : name;
            try {
                ScenarioForm f = ScenarioForm.of(form);
                ScenarioWorkload w = ScenarioWorkload.convert(text, scenarioName, f.overrides(), f.target());
                return new Input(w.xml(), scenarioName + ".xml", new Workload.Origin(scenarioName, text), text, List.of(),
                        w.notes());
            } catch (ScenarioException e) {
                return new Input(null, scenarioName, null, text, e.problems().stream()
                        .map(p -> problem(p.getMessage(), p.line(), p.column())).toList(), List.of());
            } catch (IllegalArgumentException e) {
                return new Input(null, scenarioName, null, text, List.of(problem(e.getMessage(), 0, 0)), List.of());
            }
        }
    }

    /**
     * Reads and admits a workload: null and every problem of the text, or the workload, no
     * problem and the warnings of its plan over the drivers as they are now.
     */
    record Checked(Workload workload, List<Map<String, Object>> problems, List<String> warnings) {
    }

    Checked read(Input in) {
        if (!in.problems().isEmpty()) {
            return new Checked(null, in.problems(), List.of());
        }
        WorkloadCheck check = WorkloadReader.check(in.xml(), in.fileName());
        if (!check.valid()) {
            return new Checked(null, check.errors().stream()
                    .map(e -> problem(e.getMessage(), e.line(), e.column())).toList(), List.of());
        }
        List<DriverView> drivers = services.context().drivers().views();
        try {
            WorkloadAdmission.check(check.workload(), drivers);
        } catch (WorkloadRejectedException e) {
            return new Checked(null, List.of(problem(e.getMessage(), 0, 0)), List.of());
        }
        List<String> warnings = new java.util.ArrayList<>(in.notes());
        warnings.addAll(plan(check.workload(), drivers).warnings());
        Workload w = in.origin() == null ? check.workload() : check.workload().withOrigin(in.origin());
        return new Checked(w, List.of(), warnings);
    }

    /** The schedule over the live drivers, pins resolved against the configured ones. */
    static SchedulePlan plan(Workload workload, List<DriverView> drivers) {
        return SchedulePlanner.plan(workload,
                drivers.stream().filter(DriverView::alive).map(DriverView::name).toList(),
                drivers.stream().map(DriverView::name).toList());
    }

    private static Map<String, Object> problem(String message, int line, int column) {
        Map<String, Object> p = new LinkedHashMap<>();
        p.put("message", message);
        p.put("line", Math.max(line, 0));
        p.put("column", Math.max(column, 0));
        return p;
    }

    private void check(UiExchange ex) throws Exception {
        Checked c = read(Input.of(ex.form()));
        Map<String, Object> reply = new LinkedHashMap<>();
        reply.put("ok", c.workload() != null);
        if (c.workload() != null) {
            reply.put("name", c.workload().name());
            reply.put("stages", c.workload().stages().size());
        } else {
            reply.putAll(c.problems().getFirst()); // the first, as before: message, line, column
        }
        reply.put("errors", c.problems());
        reply.put("warnings", c.warnings());
        ex.json(200, reply);
    }

    /**
     * The capacity-search fields put into the posted workload text as its {@code <search>}
     * element: {@code {ok, xml}}, or {@code {ok: false, errors: [{message, line: 0, column: 0}]}}
     * naming each field that cannot make one. Nothing is checked or queued here.
     */
    private void search(UiExchange ex) throws Exception {
        Map<String, String> form = ex.form();
        SearchForm search = SearchForm.of(form);
        List<String> problems = search.problems();
        String xml = null;
        if (problems.isEmpty()) {
            try {
                xml = search.into(form.getOrDefault("xml", ""));
            } catch (IllegalArgumentException e) {
                problems = List.of(e.getMessage());
            }
        }
        Map<String, Object> reply = new LinkedHashMap<>();
        reply.put("ok", xml != null);
        if (xml != null) {
            reply.put("xml", xml);
        }
        reply.put("errors", problems.stream().map(m -> problem(m, 0, 0)).toList());
        ex.json(200, reply);
    }

    private void submit(UiExchange ex) throws Exception {
        Input in = Input.of(ex.form());
        Checked c = read(in);
        if (c.workload() == null) {
            form(ex, 400, in.shown(), c.problems());
            return;
        }
        try {
            WorkloadView v = services.context().queue().submit(in.xml(), in.fileName(), in.origin());
            ex.redirect("/ui/workloads/" + v.id());
        } catch (WorkloadException | WorkloadRejectedException e) {
            form(ex, 400, in.shown(), List.of(problem(e.getMessage(), 0, 0)));
        } catch (io.objbench.controller.queue.ArchiveUnavailableException e) {
            form(ex, 507, in.shown(), List.of(problem(e.getMessage(), 0, 0)));
        }
    }

    private void dryRun(UiExchange ex) throws Exception {
        Input in = Input.of(ex.form());
        Checked c = read(in);
        if (c.workload() == null) {
            form(ex, 400, in.shown(), c.problems());
            return;
        }
        List<DriverView> drivers = services.context().drivers().views();
        SchedulePlan plan = plan(c.workload(), drivers);
        Map<String, Object> m = new HashMap<>();
        m.put("title", "Dry run: " + c.workload().name());
        m.put("workload", c.workload().name());
        m.put("plan", plan);
        m.put("duration", PlanText.duration(plan));
        m.put("stages", DryRun.stages(plan));
        m.put("live", plan.drivers());
        ex.page("dryrun.ftlh", m);
    }

    /** The form, with the text and its problems when a check failed (secrets masked on the way out). */
    private void form(UiExchange ex, int status, String xml, List<Map<String, Object>> problems) {
        Map<String, Object> m = new HashMap<>();
        m.put("title", "Submit a workload");
        m.put("xml", xml);
        m.put("problems", problems);
        m.put("badLines", problems.stream().map(p -> (Integer) p.get("line")).filter(l -> l > 0).distinct().toList());
        m.put("lines", xml.isEmpty() ? List.of() : List.of(xml.split("\\R", -1)));
        ex.page(status, "submit.ftlh", m);
    }
}
