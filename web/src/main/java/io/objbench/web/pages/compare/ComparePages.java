package io.objbench.web.pages.compare;

import io.objbench.controller.history.PastRun;
import io.objbench.web.data.Comparison;
import io.objbench.web.data.ComparisonVerdicts;
import io.objbench.web.server.UiExchange;
import io.objbench.web.server.UiModule;
import io.objbench.web.server.UiRoutes;
import io.objbench.web.server.UiServices;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.eclipse.jetty.server.Request;

/**
 * The compare page {@code /ui/compare?ids=w1,w2,…} (a picker over the history, each later run's
 * verdicts against the first with 95 % intervals, the overlaid CDFs, side-by-side tables and
 * scaling charts) and its JSON {@code /ui/data/compare?ids=…} and {@code /ui/data/compare/verdicts?ids=…}.
 */
public final class ComparePages implements UiModule {

    private static final Pattern ID = Pattern.compile("w\\d{1,18}");

    @Override
    public void register(UiRoutes routes, UiServices services) {
        routes.get("/ui/compare", ex -> page(ex, services));
        routes.get("/ui/data/compare", ex -> ex.json(200, Comparison.of(ids(ex), services.context().history())));
        routes.get("/ui/data/compare/verdicts", ex -> ex.json(200,
                ComparisonVerdicts.of(ids(ex), services.context().history())));
    }

    private static void page(UiExchange ex, UiServices services) throws Exception {
        List<String> ids = ids(ex);
        List<PastRun> runs = new ArrayList<>(services.context().history().all());
        java.util.Collections.reverse(runs); // newest first in the picker
        Map<String, Object> model = new HashMap<>();
        model.put("ids", ids);
        model.put("idsText", String.join(",", ids));
        model.put("runs", runs.stream().map(PastRun::view).toList());
        model.put("comparison", Comparison.of(ids, services.context().history()));
        ex.page("compare.ftlh", model);
    }

    /**
     * The run ids asked for: {@code ids} given as a comma list or repeated (the picker's
     * check boxes); anything not shaped like a run id is dropped.
     */
    static List<String> ids(UiExchange ex) {
        List<String> values = Request.extractQueryParameters(ex.request()).getValues("ids");
        List<String> ids = new ArrayList<>();
        if (values != null) {
            for (String v : values) {
                for (String part : v.split("[,\\s]+")) {
                    if (ID.matcher(part).matches() && !ids.contains(part)) {
                        ids.add(part);
                    }
                }
            }
        }
        return ids;
    }
}
