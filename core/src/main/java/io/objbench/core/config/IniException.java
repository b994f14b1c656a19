package io.objbench.core.config;

/**
 * A configuration file that cannot be used as written. The message is {@code file:line: problem}
 * (or {@code file: problem} when no line is concerned) so a person can go straight to the line.
 */
public final class IniException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final int line;
    private final String problem;

    /**
     * @param file    the file name as the user gave it
     * @param line    1-based line, or 0 when the problem concerns the whole file
     * @param problem what is wrong and, when possible, what to write instead
     */
    public IniException(String file, int line, String problem) {
        super(line > 0 ? file + ":" + line + ": " + problem : file + ": " + problem);
        this.file = file;
        this.line = line;
        this.problem = problem;
    }

    /** The file name as the user gave it. */
    public String file() {
        return file;
    }

    /** 1-based line of the problem, 0 for the whole file. */
    public int line() {
        return line;
    }

    /** The problem without the location. */
    public String problem() {
        return problem;
    }
}
