package io.objbench.core.protocol;

import java.util.regex.Pattern;

/**
 * Run ids: {@code w} and a number without sign or leading zeros ({@code w1}, {@code w42}). One
 * spelling per run, so {@code w+1} or {@code w01} never open {@code w1}.
 */
public final class RunIds {

    private static final Pattern ID = Pattern.compile("w[1-9][0-9]{0,17}");

    private RunIds() {
    }

    /** True when {@code id} is a well-formed run id. */
    public static boolean valid(String id) {
        return id != null && ID.matcher(id).matches();
    }

    /** The number of run id {@code id}, or -1 when it is not one. */
    public static long number(String id) {
        return valid(id) ? Long.parseLong(id, 1, id.length(), 10) : -1;
    }
}
