package io.objbench.controller.conf;

/**
 * A configuration file the controller cannot use: the message names the file, the line (when
 * known) and the key, e.g. {@code conf/controller.conf:7: key 'concurrency' in [controller] has
 * value 'two': expected a whole number from 1 to 1000}.
 */
public final class ConfException extends Exception {

    /** A problem already located, {@code file[:line]: problem}. */
    public ConfException(String message, Throwable cause) {
        super(message, cause);
    }

    /**
     * @param file    the file name as given
     * @param line    1-based line, 0 when the problem has no line (a missing key)
     * @param problem what is wrong and, where useful, how to fix it
     */
    public ConfException(String file, int line, String problem) {
        super(file + (line > 0 ? ":" + line : "") + ": " + problem);
    }
}
