package io.objbench.core.workload;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A trigger, COSBench's {@code trigger="name.sh(arg1,arg2)"} on a workload or a stage: a script
 * of the driver's scripts directory and its arguments. Each driver runs it as
 * {@code /bin/sh <scripts dir>/name.sh arg1 arg2} when the workload or stage starts, and at its
 * end runs {@code name.sh -k} and kills what is left of the first run (docs/workload-reference.md).
 *
 * <p>Only a bare file name is accepted, never a path, so a workload can only name scripts the
 * driver's owner put in its directory. Arguments become separate argv entries without any shell
 * in between, so {@code ;}, {@code $(…)} or quotes in them are plain text.
 *
 * @param script the script's file name
 * @param args   its arguments, in order
 */
public record Trigger(String script, List<String> args) {

    /** Longest script name (a file name on common file systems). */
    public static final int MAX_SCRIPT_CHARS = 255;
    /** Most arguments. */
    public static final int MAX_ARGS = 64;
    /** Longest argument. */
    public static final int MAX_ARG_CHARS = 1024;
    /** Longest trigger text, {@code name(args)}. */
    public static final int MAX_SPEC_CHARS = 8192;

    public Trigger {
        String problem = scriptProblem(script);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        Objects.requireNonNull(args, "args");
        args = List.copyOf(args);
        problem = argsProblem(args);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
    }

    /**
     * Parses {@code name(arg1,arg2)}: the name up to the first {@code (}, the arguments between it
     * and the closing {@code )} that ends the text, split on {@code ,} and trimmed; {@code name()}
     * has no argument.
     *
     * @throws IllegalArgumentException saying what is wrong and what is expected
     */
    public static Trigger parse(String spec) {
        Objects.requireNonNull(spec, "spec");
        String s = spec.strip();
        if (s.length() > MAX_SPEC_CHARS) {
            throw new IllegalArgumentException("the trigger is longer than " + MAX_SPEC_CHARS + " characters");
        }
        int open = s.indexOf('(');
        if (open < 0 || !s.endsWith(")")) {
            throw new IllegalArgumentException("expected script(arg1,arg2), e.g. collect.sh(10) or collect.sh()"
                    + " without arguments");
        }
        String name = s.substring(0, open);
        String inner = s.substring(open + 1, s.length() - 1);
        List<String> args = new ArrayList<>();
        if (!inner.isBlank()) {
            for (String a : inner.split(",", -1)) {
                args.add(a.strip());
            }
        }
        String problem = scriptProblem(name);
        if (problem == null) {
            problem = argsProblem(args);
        }
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        return new Trigger(name, args);
    }

    /**
     * What is wrong with a script name, or null when it is a valid one: 1 to 255 of
     * {@code A-Z a-z 0-9 . _ + -}, not starting with {@code .} or {@code -}, no {@code ..}, so it
     * can only name a file directly inside the scripts directory.
     */
    public static String scriptProblem(String script) {
        if (script == null || script.isEmpty()) {
            return "the script name is empty: expected script(arg1,arg2)";
        }
        if (script.indexOf('/') >= 0 || script.indexOf('\\') >= 0) {
            return "script '" + shorten(script) + "' contains a path separator: only a file name of the driver's"
                    + " scripts directory is allowed";
        }
        if (script.contains("..")) {
            return "script '" + shorten(script) + "' contains '..': only a file name of the driver's scripts"
                    + " directory is allowed";
        }
        if (script.length() > MAX_SCRIPT_CHARS) {
            return "the script name is longer than " + MAX_SCRIPT_CHARS + " characters";
        }
        if (script.startsWith(".") || script.startsWith("-")) {
            return "script '" + shorten(script) + "' starts with '" + script.charAt(0) + "': expected a file name"
                    + " such as collect.sh";
        }
        for (int i = 0; i < script.length(); i++) {
            char c = script.charAt(i);
            boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || c == '.' || c == '_' || c == '-' || c == '+';
            if (!ok) {
                return "script '" + shorten(script) + "' contains '" + printable(c) + "': a script name holds only"
                        + " A-Z a-z 0-9 . _ + -";
            }
        }
        return null;
    }

    /** What is wrong with the arguments, or null: at most 64, each 1 to 1024 characters, no control character or parenthesis. */
    public static String argsProblem(List<String> args) {
        if (args == null) {
            return "no argument list";
        }
        if (args.size() > MAX_ARGS) {
            return "more than " + MAX_ARGS + " arguments (" + args.size() + ")";
        }
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            if (a == null || a.isEmpty()) {
                return "argument " + (i + 1) + " is empty: write script() for no argument and separate"
                        + " arguments with single commas";
            }
            if (a.length() > MAX_ARG_CHARS) {
                return "argument " + (i + 1) + " is longer than " + MAX_ARG_CHARS + " characters";
            }
            for (int k = 0; k < a.length(); k++) {
                char c = a.charAt(k);
                if (Character.isISOControl(c) || c == '(' || c == ')') {
                    return "argument " + (i + 1) + " contains '" + printable(c) + "': control characters and"
                            + " parentheses cannot be passed to a trigger";
                }
            }
        }
        return null;
    }

    /** The trigger as written in a workload: {@code name(arg1,arg2)}. */
    public String spec() {
        return script + "(" + String.join(",", args) + ")";
    }

    @Override
    public String toString() {
        return spec();
    }

    private static String printable(char c) {
        return Character.isISOControl(c) ? String.format("\\u%04x", (int) c) : String.valueOf(c);
    }

    private static String shorten(String s) {
        return s.length() <= 60 ? s : s.substring(0, 60) + "…";
    }
}
