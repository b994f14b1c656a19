package io.objbench.driver.cli;

import io.objbench.driver.conf.DriverConf;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.logging.FileHandler;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * Applies driver.conf's COSBench logging keys to java.util.logging, where both our
 * System.Logger output and Jetty's SLF4J output end up: {@code log_level} sets the level of
 * objbench's loggers, {@code log_file} adds a file next to the console. The controller applies
 * controller.conf's keys of the same names through {@link #apply(String, String)}.
 */
public final class DriverLogging {

    /** Held so the configured level is not lost when the logger is garbage collected. */
    private static final Logger OBJBENCH = Logger.getLogger("io.objbench");

    private DriverLogging() {
    }

    /** Maps COSBench's TRACE/DEBUG/INFO/WARN/ERROR to java.util.logging levels. */
    static Level level(String cosbenchLevel) {
        return switch (cosbenchLevel) {
            case "TRACE" -> Level.FINEST;
            case "DEBUG" -> Level.FINE;
            case "WARN" -> Level.WARNING;
            case "ERROR" -> Level.SEVERE;
            default -> Level.INFO;
        };
    }

    /**
     * Applies the conf.
     *
     * @return a warning to print when the log file cannot be opened (the driver still runs), else null
     */
    static String apply(DriverConf conf) {
        return apply(conf.logLevel(), conf.logFile());
    }

    /**
     * Applies a COSBench {@code log_level} and {@code log_file} (either may be null).
     *
     * @return a warning to print when the log file cannot be opened (logging goes on to the console), else null
     */
    public static String apply(String logLevel, String logFile) {
        if (logLevel != null) {
            OBJBENCH.setLevel(level(logLevel));
        }
        if (logFile == null) {
            return null;
        }
        try {
            Path file = Path.of(logFile).toAbsolutePath();
            Files.createDirectories(file.getParent());
            FileHandler handler = new FileHandler(file.toString(), true);
            handler.setFormatter(new SimpleFormatter());
            Logger.getLogger("").addHandler(handler);
            return null;
        } catch (IOException | RuntimeException e) {
            return "cannot open log_file " + logFile + ": " + e.getMessage() + " (logging to the console only)";
        }
    }
}
