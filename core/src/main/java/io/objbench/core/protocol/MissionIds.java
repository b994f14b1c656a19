package io.objbench.core.protocol;

import java.util.regex.Pattern;

/**
 * Mission ids: letters, digits, {@code .}, {@code _} and {@code -}, at most 200 characters, so
 * every id can be put in a route ({@code /missions/<id>/…}) and polled or aborted again. The
 * controller builds them as {@code <workload>-s<stage>-<stage name>-w<work>-<driver>} with the
 * names reduced to those characters.
 */
public final class MissionIds {

    /** The syntax a driver accepts. */
    public static final Pattern SYNTAX = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,199}");

    private static final int NAME_PART = 48;

    private MissionIds() {
    }

    /** True when {@code id} has the mission id syntax. */
    public static boolean valid(String id) {
        return id != null && SYNTAX.matcher(id).matches();
    }

    /** The id of the mission of work {@code workIndex} of stage {@code stageId} on {@code driver}. */
    public static String of(String workloadId, String stageId, int workIndex, String driver) {
        return safe(workloadId) + "-" + safe(stageId) + "-w" + workIndex + "-" + safe(driver);
    }

    /** {@code text} with every character outside the syntax replaced by {@code _}, at most 48 long. */
    static String safe(String text) {
        StringBuilder sb = new StringBuilder(Math.min(text.length(), NAME_PART));
        for (int i = 0; i < text.length() && sb.length() < NAME_PART; i++) {
            char c = text.charAt(i);
            boolean ok = c < 128 && (Character.isLetterOrDigit(c) || c == '.' || c == '_' || c == '-');
            sb.append(ok ? c : '_');
        }
        return sb.isEmpty() ? "_" : sb.toString();
    }
}
