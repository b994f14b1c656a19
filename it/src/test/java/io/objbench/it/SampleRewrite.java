package io.objbench.it;

import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rewrites a shipped sample workload, at load time, for a short test run on any fleet. Every
 * rewrite replaces an element or an attribute in place and never adds or removes a line, so an
 * error message still points at the shipped file's line.
 *
 * <ul>
 *   <li>{@link #toMock}: each {@code <storage>} element becomes {@value #MOCK_STORAGE} and each
 *       {@code <auth>} element {@value #NO_AUTH}, so no credential or endpoint is left; a workload
 *       without a storage element (COSBench's default, {@code none}) gets the mock storage right
 *       after its start tag. 1 ms (COSBench's mock default is 10) keeps the 1,600-object prepare
 *       and 3,200-object cleanup stages of COSBench's samples (one worker) to a few seconds without
 *       letting the main stages' workers spin the CPU.</li>
 *   <li>{@link #shorten}: {@code runtime} at most 1 s, {@code rampup} and {@code rampdown} 0,
 *       {@code totalOps} at most {@value #MAX_OPS}, {@code totalBytes} at most
 *       {@value #MAX_BYTES}, {@code closuredelay} at most 1 s, and {@code interval="1"} on every
 *       work (the controller polls remote drivers once per interval, COSBench's default 5 s, so
 *       each stage would last at least that), {@code workers} at most {@value #MAX_WORKERS} (the
 *       test drivers run with a 256 MB heap, and a driver's per-worker statistics are large;
 *       8 workers still split unevenly over 3 drivers). Selectors, operations and stages are
 *       untouched.</li>
 * </ul>
 */
final class SampleRewrite {

    static final String MOCK_STORAGE = "<storage type=\"mock\" config=\"delay=1\" />";
    static final String NO_AUTH = "<auth type=\"none\" />";
    static final long MAX_OPS = 400;
    static final long MAX_BYTES = 10_000_000;
    static final long MAX_WORKERS = 8;

    private static final Pattern COMMENT = Pattern.compile("<!--.*?-->", Pattern.DOTALL);
    private static final Pattern STORAGE = Pattern.compile("<storage\\b[^>]*?(/>|>\\s*</storage>)");
    private static final Pattern AUTH = Pattern.compile("<auth\\b[^>]*?(/>|>\\s*</auth>)");
    private static final Pattern TYPE = Pattern.compile("\\btype\\s*=\\s*\"([^\"]*)\"");
    private static final Pattern WORKLOAD_START = Pattern.compile("<workload\\b[^>]*>");
    private static final Pattern WORK_START = Pattern.compile("<work(?=\\s)[^>]*>");
    private static final Pattern INTERVAL = Pattern.compile("\\binterval\\s*=\\s*\"[^\"]*\"");
    /** The types objbench ships that need no server: left as they are by {@link #toMock} with {@code keepLocal}. */
    private static final Set<String> LOCAL_TYPES = Set.of("mock", "none");

    private SampleRewrite() {
    }

    /**
     * Switches storage to {@code mock} and auth to {@code none}.
     *
     * @param keepLocal leave {@code mock} and {@code none} elements as written (objbench's own samples)
     */
    static String toMock(String xml, boolean keepLocal) {
        String out = replace(xml, STORAGE, tag -> keepLocal && LOCAL_TYPES.contains(type(tag)) ? tag : MOCK_STORAGE);
        out = replace(out, AUTH, tag -> keepLocal && LOCAL_TYPES.contains(type(tag)) ? tag : NO_AUTH);
        if (!STORAGE.matcher(COMMENT.matcher(out).replaceAll("")).find()) {
            Matcher start = WORKLOAD_START.matcher(out);
            if (!start.find()) {
                throw new IllegalArgumentException("no <workload> start tag");
            }
            out = out.substring(0, start.end()) + MOCK_STORAGE + out.substring(start.end());
        }
        return out;
    }

    /** Shortens the run as the class comment says. */
    static String shorten(String xml) {
        String out = cap(xml, "runtime", 1);
        out = cap(out, "rampup", 0);
        out = cap(out, "rampdown", 0);
        out = cap(out, "totalOps", MAX_OPS);
        out = cap(out, "totalBytes", MAX_BYTES);
        out = cap(out, "closuredelay", 1);
        out = cap(out, "workers", MAX_WORKERS);
        return replace(out, WORK_START, tag -> {
            Matcher interval = INTERVAL.matcher(tag);
            return interval.find() ? interval.replaceFirst("interval=\"1\"") : "<work interval=\"1\"" + tag.substring(5);
        });
    }

    private static String type(String tag) {
        Matcher m = TYPE.matcher(tag);
        return m.find() ? m.group(1) : "";
    }

    /** Caps the decimal value of every {@code name="N"} attribute at {@code max}. */
    private static String cap(String xml, String name, long max) {
        Pattern attribute = Pattern.compile("\\b" + name + "\\s*=\\s*\"(\\d+)\"");
        return replace(xml, attribute, found -> {
            Matcher m = attribute.matcher(found);
            m.matches();
            String digits = m.group(1);
            boolean over = digits.length() > 18 || Long.parseLong(digits) > max;
            return over ? name + "=\"" + max + "\"" : found;
        });
    }

    private static String replace(String text, Pattern pattern, Function<String, String> replacement) {
        Matcher m = pattern.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String replaced = replacement.apply(m.group());
            if (newlines(replaced) != newlines(m.group())) {
                // keep the shipped line numbers: pad with the newlines the replaced text had
                replaced = replaced + "\n".repeat(Math.max(0, newlines(m.group()) - newlines(replaced)));
            }
            m.appendReplacement(sb, Matcher.quoteReplacement(replaced));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    private static int newlines(String s) {
        return (int) s.chars().filter(c -> c == '\n').count();
    }
}
