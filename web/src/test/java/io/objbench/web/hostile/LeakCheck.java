package io.objbench.web.hostile;

import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What no reply may carry: Java package or class names, exception names, stack frames, object
 * ids ({@code @1a2b3c}), Jackson's backquoted type names, the server's name or version.
 */
final class LeakCheck {

    private static final Pattern LEAK = Pattern.compile(String.join("|",
            "io\\.objbench\\.", "java\\.[a-z]", "javax\\.", "jakarta\\.", "org\\.eclipse", "com\\.fasterxml",
            "sun\\.[a-z]", "Exception\\b", "\\bat [\\w$]+(\\.[\\w$]+)+\\(", "Caused by", "@[0-9a-f]{5,8}\\b", "`",
            "[Jj]etty", "Throwable", "StreamReadConstraints"));

    private LeakCheck() {
    }

    /** The first leak in {@code text}, null when clean. */
    static String find(String text) {
        if (text == null) {
            return null;
        }
        Matcher m = LEAK.matcher(text);
        if (!m.find()) {
            return null;
        }
        int from = Math.max(0, m.start() - 60);
        int to = Math.min(text.length(), m.end() + 60);
        return "'" + m.group() + "' in …" + text.substring(from, to).replace("\n", "⏎") + "…";
    }

    /** The first leak in the body or the headers of {@code r}, or a {@code Server} header; null when clean. */
    static String find(HttpResponse<String> r) {
        if (r.headers().firstValue("Server").isPresent()) {
            return "Server header " + r.headers().firstValue("Server").get();
        }
        for (Map.Entry<String, List<String>> h : r.headers().map().entrySet()) {
            for (String value : h.getValue()) {
                String leak = find(value);
                if (leak != null) {
                    return "header " + h.getKey() + ": " + leak;
                }
            }
        }
        return find(r.body());
    }
}
