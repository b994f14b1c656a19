package io.objbench.web.pages.workload;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A path under {@code /ui/workloads/} or {@code /ui/data/workloads/}: the run id and what follows
 * it ({@code ""}, {@code report}, {@code cancel}, {@code timeline}).
 *
 * @param id   run id {@code w<N>}
 * @param rest what follows the id, without slashes; empty for the run itself
 */
public record RunPath(String id, String rest) {

    private static final Pattern PATH = Pattern.compile("/ui/(?:data/)?workloads/(w\\d{1,18})(?:/([a-z]+))?/?");

    /** The parsed path, empty when it names no run. */
    public static Optional<RunPath> parse(String path) {
        Matcher m = PATH.matcher(path);
        if (!m.matches()) {
            return Optional.empty();
        }
        return Optional.of(new RunPath(m.group(1), m.group(2) == null ? "" : m.group(2)));
    }
}
