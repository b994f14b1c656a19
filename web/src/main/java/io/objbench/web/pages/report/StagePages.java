package io.objbench.web.pages.report;

import io.objbench.web.data.RunReport;
import java.util.List;

/**
 * The report page's stage sections split into pages: a run of hundreds of stages (a sweep, a
 * seed study) would otherwise render every stage's tables and charts at once, megabytes of HTML
 * and a chart per operation (docs/performance.md, "Web UI page render times"). The stage index
 * lists every stage and links to the page that holds it ({@code ?stage=ID#ID}).
 *
 * @param shown the stages of this page, in run order
 * @param page  this page, 1-based
 * @param pages how many pages; 1 when the run fits on one
 * @param first 1-based position of the first stage shown
 * @param last  1-based position of the last stage shown
 * @param size  stages per page
 * @param stageIds every stage's id, in run order (to find a stage's page)
 */
public record StagePages(List<RunReport.StageReport> shown, int page, int pages, int first, int last, int size,
                         List<String> stageIds) {

    /** Stages per page: a run up to this size renders as before, on one page. */
    public static final int SIZE = 24;

    public StagePages {
        shown = List.copyOf(shown);
        stageIds = List.copyOf(stageIds);
    }

    /**
     * The page of {@code stages} asked for: the one holding stage {@code stageId} when given and
     * known, else page {@code pageParam} (1-based; out of range or not a number: the nearest page).
     */
    public static StagePages of(List<RunReport.StageReport> stages, String pageParam, String stageId) {
        List<String> ids = stages.stream().map(RunReport.StageReport::id).toList();
        int pages = Math.max(1, (stages.size() + SIZE - 1) / SIZE);
        int page = 1;
        int at = stageId == null ? -1 : ids.indexOf(stageId);
        if (at >= 0) {
            page = at / SIZE + 1;
        } else if (pageParam != null && pageParam.matches("\\d{1,6}")) {
            page = Math.min(pages, Math.max(1, Integer.parseInt(pageParam)));
        }
        int from = (page - 1) * SIZE;
        int to = Math.min(stages.size(), from + SIZE);
        return new StagePages(stages.subList(from, to), page, pages, from + 1, to, SIZE, ids);
    }

    /** Whether stage {@code id} is on this page (its anchor is then enough). */
    public boolean isShown(String id) {
        int at = stageIds.indexOf(id);
        return at >= first - 1 && at < last;
    }

    /** The link to stage {@code id}'s section: its anchor on this page, else its page and anchor. */
    public String href(String id) {
        return isShown(id) ? "#" + id : "?stage=" + java.net.URLEncoder.encode(id, java.nio.charset.StandardCharsets.UTF_8) + "#" + id;
    }
}
