package io.objbench.controller.conf;

import io.objbench.controller.driver.DriverEndpoint;
import io.objbench.controller.run.ValidityThresholds;
import io.objbench.core.config.IniException;
import io.objbench.core.config.IniFile;
import io.objbench.core.config.Section;
import io.objbench.http.tls.TlsSettings;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * {@code controller.conf} in COSBench's INI format (cosbench-format.md §6.5): {@code [controller]}
 * with {@code drivers} (required), {@code concurrency}, {@code archive_dir}, {@code log_level},
 * {@code log_file}, {@code name}, {@code url}, then {@code [driver1]…[driver<drivers>]} with
 * {@code name} and {@code url}. objbench adds to {@code [controller]}: {@code host} (bind address,
 * default 127.0.0.1), {@code port} (19088), {@code token} (shared API token, none by default) and
 * {@code missed_polls} (consecutive failed polls before a driver is lost, 3) and {@code users}
 * (the web UI's users file, e.g. {@code conf/users.conf}; none by default), and an optional
 * {@code [validity]} section with the stage verdict's limits (docs/metrics.md, "Stage verdict"):
 * {@code cpu_busy}, {@code host_cpu_busy}, {@code cpu_time}, {@code gc_time} in percent and
 * {@code min_intervals}. Self-registering drivers ({@code objbench driver --controller URL}) join
 * beside the configured ones; {@code heartbeat_interval} (seconds, 5) says how often they call
 * again and {@code missed_heartbeats} (3) after how many missed calls one is dropped.
 * {@code drivers = 0} configures none: a fleet of self-registering drivers only. The {@code tls_*}
 * keys ({@link TlsSettings}, docs/tls.md) make the API https and say whom the controller trusts
 * when it calls https drivers. {@code server_names} (comma-separated host names) are the names,
 * beyond its own and IP literals, that the API answers to in the {@code Host} header: the DNS
 * names of a Kubernetes Service or a load balancer in front of it.
 *
 * @param name        informational name
 * @param url         informational URL
 * @param concurrency workloads run at the same time
 * @param archiveDir  the archive directory
 * @param logLevel    COSBench log level (TRACE/DEBUG/INFO/WARN/ERROR)
 * @param logFile     log file (besides the console), null when not set
 * @param host        bind address of the API
 * @param port        port of the API (0 = any free port)
 * @param token       shared bearer token, empty when none
 * @param missedPolls consecutive missed polls that make a driver lost
 * @param drivers     the drivers, in configuration order, URLs without COSBench's trailing
 *                    {@code /driver} (objbench's routes carry their own prefix)
 * @param usersFile   the web UI's users file, null when none is configured
 * @param validity    the stage verdict's limits
 * @param heartbeat   how often self-registered drivers call again, and how many missed calls drop one
 * @param tls         the API's TLS and the trust used towards https drivers
 * @param serverNames extra names the API answers to in the Host header (lower case), empty by default
 */
public record ControllerConf(String name, String url, int concurrency, Path archiveDir, String logLevel,
                             String logFile, String host, int port, String token, int missedPolls,
                             List<DriverEndpoint> drivers, Path usersFile, ValidityThresholds validity,
                             Heartbeat heartbeat, TlsSettings tls, List<String> serverNames) {

    /** The default API port, COSBench's controller port. */
    public static final int DEFAULT_PORT = 19088;
    private static final Set<String> LEVELS = Set.of("TRACE", "DEBUG", "INFO", "WARN", "ERROR");
    private static final List<String> CONTROLLER_KEYS = java.util.stream.Stream.concat(java.util.stream.Stream.of(
            "drivers", "concurrency", "archive_dir", "log_level", "log_file", "name", "url", "host", "port", "token",
            "missed_polls", "users", "heartbeat_interval", "missed_heartbeats", "server_names"), TlsSettings.KEYS.stream()).toList();
    private static final List<String> DRIVER_KEYS = List.of("name", "url");
    private static final List<String> VALIDITY_KEYS = List.of("cpu_busy", "host_cpu_busy", "cpu_time", "gc_time",
            "min_intervals");

    public ControllerConf {
        drivers = List.copyOf(drivers);
        token = token == null ? "" : token;
        validity = validity == null ? ValidityThresholds.DEFAULTS : validity;
        heartbeat = heartbeat == null ? Heartbeat.DEFAULT : heartbeat;
        tls = tls == null ? TlsSettings.NONE : tls;
        serverNames = serverNames == null ? List.of() : List.copyOf(serverNames);
    }

    /** A configuration without TLS. */
    public ControllerConf(String name, String url, int concurrency, Path archiveDir, String logLevel, String logFile,
                          String host, int port, String token, int missedPolls, List<DriverEndpoint> drivers,
                          Path usersFile, ValidityThresholds validity, Heartbeat heartbeat) {
        this(name, url, concurrency, archiveDir, logLevel, logFile, host, port, token, missedPolls, drivers, usersFile,
                validity, heartbeat, null, List.of());
    }

    /**
     * The heartbeat of self-registered drivers.
     *
     * @param interval how often a registered driver sends its registration again
     * @param missed   heartbeats missed in a row after which the controller drops the driver
     */
    public record Heartbeat(java.time.Duration interval, int missed) {

        /** Every 5 s; dropped after 3 missed (15 s), as the liveness polls' defaults. */
        public static final Heartbeat DEFAULT = new Heartbeat(java.time.Duration.ofSeconds(5), 3);

        public Heartbeat {
            java.util.Objects.requireNonNull(interval, "interval");
            if (interval.isNegative() || interval.isZero() || missed < 1) {
                throw new IllegalArgumentException("heartbeat interval must be positive and missed at least 1, got "
                        + interval + ", " + missed);
            }
        }

        /** After how long without a heartbeat a registered driver is dropped. */
        public java.time.Duration limit() {
            return interval.multipliedBy(missed);
        }
    }

    /** A configuration with the default heartbeat. */
    public ControllerConf(String name, String url, int concurrency, Path archiveDir, String logLevel, String logFile,
                          String host, int port, String token, int missedPolls, List<DriverEndpoint> drivers,
                          Path usersFile, ValidityThresholds validity) {
        this(name, url, concurrency, archiveDir, logLevel, logFile, host, port, token, missedPolls, drivers, usersFile,
                validity, null);
    }

    /** A configuration with the default verdict limits. */
    public ControllerConf(String name, String url, int concurrency, Path archiveDir, String logLevel, String logFile,
                          String host, int port, String token, int missedPolls, List<DriverEndpoint> drivers,
                          Path usersFile) {
        this(name, url, concurrency, archiveDir, logLevel, logFile, host, port, token, missedPolls, drivers, usersFile,
                null);
    }

    /** A configuration without a users file. */
    public ControllerConf(String name, String url, int concurrency, Path archiveDir, String logLevel, String logFile,
                          String host, int port, String token, int missedPolls, List<DriverEndpoint> drivers) {
        this(name, url, concurrency, archiveDir, logLevel, logFile, host, port, token, missedPolls, drivers, null);
    }

    /** Reads and validates {@code file}. */
    public static ControllerConf read(Path file) throws ConfException, IOException {
        return parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
    }

    /**
     * The file COSBench would read: {@code -Dcosbench.controller.config}, {@code ./controller.conf},
     * {@code conf/controller.conf}, {@code /etc/cosbench/controller.conf}; the first that exists.
     */
    public static Optional<Path> locate() {
        String prop = System.getProperty("cosbench.controller.config");
        List<Path> candidates = new ArrayList<>();
        if (prop != null && !prop.isBlank()) {
            candidates.add(Path.of(prop));
        }
        candidates.add(Path.of("controller.conf"));
        candidates.add(Path.of("conf", "controller.conf"));
        candidates.add(Path.of("/etc/cosbench/controller.conf"));
        return candidates.stream().filter(Files::isRegularFile).findFirst();
    }

    /** Parses and validates the text of a controller.conf named {@code fileName} in messages. */
    public static ControllerConf parse(String text, String fileName) throws ConfException {
        try {
            return parse(IniFile.parse(text, fileName));
        } catch (IniException e) {
            throw new ConfException(e.getMessage(), e);
        }
    }

    private static ControllerConf parse(IniFile ini) throws IniException, ConfException {
        Section c = ini.section("controller").orElseThrow(() -> new ConfException(ini.fileName(), 0,
                "missing the [controller] section"));
        c.rejectUnknownKeys(CONTROLLER_KEYS);
        int count = integer(ini, c, "drivers", null, 0, 10_000);
        int concurrency = integer(ini, c, "concurrency", 1, 1, 1000);
        int port = integer(ini, c, "port", DEFAULT_PORT, 0, 65535);
        int missedPolls = integer(ini, c, "missed_polls", 3, 1, 1000);
        Heartbeat heartbeat = new Heartbeat(java.time.Duration.ofSeconds(integer(ini, c, "heartbeat_interval",
                (int) Heartbeat.DEFAULT.interval().toSeconds(), 1, 3600)),
                integer(ini, c, "missed_heartbeats", Heartbeat.DEFAULT.missed(), 1, 1000));
        String level = text(c, "log_level", "INFO").toUpperCase(Locale.ROOT);
        if (!LEVELS.contains(level)) {
            throw c.badValue(c.entry("log_level").orElseThrow(), "TRACE, DEBUG, INFO, WARN or ERROR");
        }
        List<DriverEndpoint> drivers = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (int n = 1; n <= count; n++) {
            String section = "driver" + n;
            Section d = ini.section(section).orElseThrow(() -> new ConfException(ini.fileName(),
                    c.entry("drivers").orElseThrow().line(), "drivers = " + c.get("drivers").orElseThrow()
                    + " but there is no [" + section + "] section; add it or lower drivers"));
            d.rejectUnknownKeys(DRIVER_KEYS);
            Section.Entry name = required(ini, d, "name", "e.g. name = driver1");
            Section.Entry url = required(ini, d, "url", "e.g. url = http://host:18088/driver");
            checkUrl(d, url);
            if (!names.add(name.value())) {
                throw new ConfException(ini.fileName(), name.line(), "driver name '" + name.value()
                        + "' is used twice; names must be unique (<work driver=...> refers to them)");
            }
            drivers.add(new DriverEndpoint(name.value(), baseUrl(url.value())));
        }
        return new ControllerConf(text(c, "name", "controller"), text(c, "url", ""),
                concurrency, Path.of(text(c, "archive_dir", "archive")), level,
                c.get("log_file").filter(v -> !v.isBlank()).orElse(null), text(c, "host", "127.0.0.1"),
                port, text(c, "token", ""), missedPolls, drivers,
                c.get("users").filter(v -> !v.isBlank()).map(Path::of).orElse(null), validity(ini), heartbeat,
                TlsSettings.read(c, ini.fileName()), serverNames(c));
    }

    /** A DNS name: labels of letters, digits and hyphens, not starting or ending with a hyphen. */
    private static final java.util.regex.Pattern HOST_NAME = java.util.regex.Pattern.compile(
            "(?i)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*");

    /** {@code server_names}: comma-separated DNS names, lower-cased; each checked. */
    private static List<String> serverNames(Section c) throws IniException {
        Optional<Section.Entry> e = c.entry("server_names").filter(x -> !x.value().isBlank());
        if (e.isEmpty()) {
            return List.of();
        }
        List<String> names = new ArrayList<>();
        for (String part : e.get().value().split(",")) {
            String name = part.strip();
            if (name.isEmpty() || name.length() > 253 || !HOST_NAME.matcher(name).matches()) {
                throw c.badValue(e.get(), "comma-separated DNS names, e.g. objbench-controller,"
                        + " objbench-controller.bench.svc.cluster.local ('" + name + "' is not one)");
            }
            names.add(name.toLowerCase(Locale.ROOT));
        }
        return List.copyOf(names);
    }

    /** The optional {@code [validity]} section; the defaults for what it does not set. */
    private static ValidityThresholds validity(IniFile ini) throws IniException {
        Optional<Section> section = ini.section("validity");
        if (section.isEmpty()) {
            return ValidityThresholds.DEFAULTS;
        }
        Section v = section.get();
        v.rejectUnknownKeys(VALIDITY_KEYS);
        ValidityThresholds d = ValidityThresholds.DEFAULTS;
        double cpu = percent(v, "cpu_busy", d.cpuBusy());
        double host = percent(v, "host_cpu_busy", d.hostCpuBusy());
        double cpuTime = percent(v, "cpu_time", d.cpuTimeShare());
        double gcTime = percent(v, "gc_time", d.gcTimeShare());
        int intervals = d.minIntervals();
        Optional<Section.Entry> e = v.entry("min_intervals").filter(x -> !x.value().isEmpty());
        if (e.isPresent()) {
            try {
                intervals = Integer.parseInt(e.get().value());
            } catch (NumberFormatException ex) {
                intervals = -1;
            }
            if (intervals < 0 || intervals > 1_000_000) {
                throw v.badValue(e.get(), "a whole number of intervals from 0 to 1000000");
            }
        }
        return new ValidityThresholds(cpu, host, cpuTime, gcTime, intervals);
    }

    /** A percentage key as a share; 0 to 100, where 100 turns a "more than" rule off. */
    private static double percent(Section s, String key, double fallback) throws IniException {
        Optional<Section.Entry> e = s.entry(key).filter(x -> !x.value().isEmpty());
        if (e.isEmpty()) {
            return fallback;
        }
        try {
            double p = Double.parseDouble(e.get().value().replace("%", "").strip());
            if (p >= 0 && p <= 100) {
                return p / 100;
            }
        } catch (NumberFormatException ignored) {
            // reported below with the allowed range
        }
        throw s.badValue(e.get(), "a percentage from 0 to 100 (100 turns the rule off)");
    }

    /** This configuration with command-line overrides (null = keep). */
    public ControllerConf with(String newHost, Integer newPort, String newToken) {
        return new ControllerConf(name, url, concurrency, archiveDir, logLevel, logFile,
                newHost != null ? newHost : host, newPort != null ? newPort : port,
                newToken != null ? newToken : token, missedPolls, drivers, usersFile, validity, heartbeat, tls,
                serverNames);
    }

    private static String text(Section s, String key, String fallback) {
        return s.get(key).filter(v -> !v.isEmpty()).orElse(fallback);
    }

    private static Section.Entry required(IniFile ini, Section s, String key, String example) throws ConfException {
        Section.Entry e = s.entry(key).orElse(null);
        if (e == null || e.value().isEmpty()) {
            throw new ConfException(ini.fileName(), e == null ? s.line() : e.line(), "key '" + key + "' is missing in ["
                    + s.name() + "] (" + example + ")");
        }
        return e;
    }

    private static int integer(IniFile ini, Section s, String key, Integer fallback, int min, int max)
            throws ConfException, IniException {
        Optional<Section.Entry> e = s.entry(key).filter(v -> !v.value().isEmpty());
        if (e.isEmpty()) {
            if (fallback == null) {
                throw new ConfException(ini.fileName(), s.line(), "key '" + key + "' is missing in [" + s.name()
                        + "] (the number of [driver<n>] sections, e.g. " + key + " = 1)");
            }
            return fallback;
        }
        try {
            int n = Integer.parseInt(e.get().value());
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // reported below with the allowed range
        }
        throw s.badValue(e.get(), "a whole number from " + min + " to " + max);
    }

    private static void checkUrl(Section s, Section.Entry url) throws IniException {
        try {
            URI uri = new URI(url.value());
            if (("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) && uri.getHost() != null) {
                return;
            }
        } catch (URISyntaxException ignored) {
            // reported below
        }
        throw s.badValue(url, "an http(s) URL with a host, e.g. http://10.0.0.5:18088/driver");
    }

    /** COSBench's {@code http://h:18088/driver} (or with a trailing slash) as a base URL {@code http://h:18088}. */
    public static String baseUrl(String url) {
        String u = url.strip();
        while (u.endsWith("/")) {
            u = u.substring(0, u.length() - 1);
        }
        if (u.endsWith("/driver")) {
            u = u.substring(0, u.length() - "/driver".length());
        }
        return u;
    }

    /** Never prints the token. */
    @Override
    public String toString() {
        return "ControllerConf[name=" + name + ", url=" + url + ", concurrency=" + concurrency + ", archiveDir=" + archiveDir
                + ", logLevel=" + logLevel + ", logFile=" + logFile + ", host=" + host + ", port=" + port
                + ", token=" + (token.isEmpty() ? "none" : "***") + ", missedPolls=" + missedPolls + ", drivers=" + drivers
                + ", usersFile=" + usersFile + ", validity=" + validity + ", heartbeat=" + heartbeat + ", tls=" + tls + "]";
    }
}
