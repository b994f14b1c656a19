package io.objbench.driver.conf;

import io.objbench.core.config.IniException;
import io.objbench.core.config.IniFile;
import io.objbench.core.config.Section;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import io.objbench.http.tls.TlsSettings;

/**
 * A driver's {@code driver.conf}, COSBench's INI format (cosbench-format.md §6.5) with objbench's
 * own keys in the same {@code [driver]} section. Every key is optional; without the file the
 * defaults apply.
 *
 * <pre>
 * [driver]
 * name = driver1                           # what {@code <work driver="…">} matches
 * url = http://10.0.0.5:18088/driver       # informational (COSBench); its port is the default port
 * log_level = INFO                         # TRACE, DEBUG, INFO, WARN, ERROR
 * log_file = log/system.log
 * host = 127.0.0.1                         # objbench: bind address
 * port = 18088                             # objbench: listening port (0 = any free port)
 * token = s3cret                           # objbench: shared bearer token, same as in controller.conf
 * max_workers = 10000                      # objbench: workers this driver runs at once, over all missions
 * lease_ticks = 5                          # objbench: a launched mission without a call for this many of
 *                                          #   its intervals is aborted (docs/distributed.md, lease)
 * scripts_dir = triggers                   # objbench: where trigger scripts are (default: triggers/ of the installation)
 * link_speed = eth0:1000M                  # objbench: link speeds, bits/s (K, M, G), over the kernel's
 *                                          #   (docs/distributed.md, "Client network")
 * tls_cert = conf/tls/driver1.crt          # objbench: serve https (PEM chain + PKCS#8 key, or
 * tls_key = conf/tls/driver1.key           #   tls_keystore + tls_keystore_password, PKCS12);
 * tls_client_auth = need                   #   client certificates, tls_client_ca; tls_ca: whom
 * tls_client_ca = conf/tls/ca.crt          #   to trust when registering (docs/tls.md)
 * </pre>
 * objbench's {@code [storage_aliases]} section maps storage types to the adaptor they run on
 * ({@code ecs = s3}), over the shipped defaults ({@code io.objbench.driver.StorageAliases}); an
 * empty value drops a default. Other sections are ignored (COSBench never defined any); unknown
 * keys in {@code [driver]} are errors so a misspelt {@code tokne=} cannot silently leave a driver
 * open.
 *
 * @param name     driver name, or null when not set
 * @param url      COSBench's informational url, or null
 * @param logLevel COSBench log level (upper case), or null
 * @param logFile  log file path, or null
 * @param host     bind address, or null (the command's default applies)
 * @param port     listening port, or null (else the url's port, else the default)
 * @param token    bearer token, or null
 * @param maxWorkers workers run at once over all missions, or null for the default
 * @param leaseTicks intervals without a call after which a launched mission is aborted, or null for the default
 * @param scriptsDir the trigger scripts directory (relative to the working directory), or null for
 *                   the default ({@code TriggerScripts.defaultDir()})
 * @param storageAliases the {@code [storage_aliases]} entries (alias → adaptor type, empty to drop a
 *                   default), in file order; empty without the section
 * @param linkSpeeds {@code link_speed}: interface → link speed in bits per second, declared over
 *                   what the kernel reports; empty when not set
 * @param tls        the {@code tls_*} keys ({@link TlsSettings}); {@link TlsSettings#NONE} without them
 */
public record DriverConf(String name, URI url, String logLevel, String logFile, String host, Integer port,
                         String token, Integer maxWorkers, Integer leaseTicks, String scriptsDir,
                         Map<String, String> storageAliases, Map<String, Long> linkSpeeds, TlsSettings tls) {

    /** The section of storage type aliases. */
    public static final String ALIASES_SECTION = "storage_aliases";

    public DriverConf {
        storageAliases = storageAliases == null ? Map.of()
                : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(storageAliases));
        linkSpeeds = linkSpeeds == null ? Map.of() : Map.copyOf(linkSpeeds);
        tls = tls == null ? TlsSettings.NONE : tls;
    }

    /** A conf without TLS. */
    public DriverConf(String name, URI url, String logLevel, String logFile, String host, Integer port,
                      String token, Integer maxWorkers, Integer leaseTicks, String scriptsDir,
                      Map<String, String> storageAliases, Map<String, Long> linkSpeeds) {
        this(name, url, logLevel, logFile, host, port, token, maxWorkers, leaseTicks, scriptsDir, storageAliases,
                linkSpeeds, null);
    }

    /** A conf without {@code link_speed}. */
    public DriverConf(String name, URI url, String logLevel, String logFile, String host, Integer port,
                      String token, Integer maxWorkers, Integer leaseTicks, String scriptsDir,
                      Map<String, String> storageAliases) {
        this(name, url, logLevel, logFile, host, port, token, maxWorkers, leaseTicks, scriptsDir, storageAliases,
                Map.of());
    }

    /** The section holding every key. */
    public static final String SECTION = "driver";
    /** The keys {@code [driver]} may hold. */
    public static final List<String> KEYS = java.util.stream.Stream.concat(Stream.of("name", "url", "log_level",
            "log_file", "host", "port", "token", "max_workers", "lease_ticks", "scripts_dir", "link_speed"),
            TlsSettings.KEYS.stream()).toList();
    /** COSBench's log levels. */
    public static final List<String> LOG_LEVELS = List.of("TRACE", "DEBUG", "INFO", "WARN", "ERROR");
    /** System property naming the file, as COSBench. */
    public static final String FILE_PROPERTY = "cosbench.driver.config";

    /** A conf with nothing set. */
    public static final DriverConf EMPTY = new DriverConf(null, null, null, null, null, null, null, null, null, null, Map.of());

    /** Reads a driver.conf file. */
    public static DriverConf read(Path file) throws IniException {
        return of(IniFile.read(file));
    }

    /** Parses driver.conf text; {@code fileName} appears in error messages. */
    public static DriverConf parse(String text, String fileName) throws IniException {
        return of(IniFile.parse(text, fileName));
    }

    /** Interprets a parsed file. */
    public static DriverConf of(IniFile ini) throws IniException {
        Map<String, String> aliases = aliases(ini);
        Optional<Section> found = ini.section(SECTION);
        if (found.isEmpty()) {
            return new DriverConf(null, null, null, null, null, null, null, null, null, null, aliases);
        }
        Section s = found.get();
        s.rejectUnknownKeys(KEYS);
        URI url = null;
        Optional<Section.Entry> u = s.entry("url");
        if (u.isPresent() && !u.get().value().isEmpty()) {
            try {
                url = new URI(u.get().value());
            } catch (URISyntaxException e) {
                throw s.badValue(u.get(), "a URL like http://host:18088/driver");
            }
        }
        String level = null;
        Optional<Section.Entry> l = s.entry("log_level");
        if (l.isPresent()) {
            level = l.get().value().toUpperCase(Locale.ROOT);
            if (!LOG_LEVELS.contains(level)) {
                throw s.badValue(l.get(), "one of " + String.join(", ", LOG_LEVELS));
            }
        }
        Integer port = null;
        Optional<Section.Entry> p = s.entry("port");
        if (p.isPresent()) {
            port = parsePort(s, p.get());
        }
        Integer maxWorkers = null;
        Optional<Section.Entry> mw = s.entry("max_workers");
        if (mw.isPresent()) {
            if (!mw.get().value().matches("[0-9]{1,7}") || Integer.parseInt(mw.get().value()) < 1) {
                throw s.badValue(mw.get(), "a whole number of workers from 1 to 9999999");
            }
            maxWorkers = Integer.parseInt(mw.get().value());
        }
        Integer leaseTicks = null;
        Optional<Section.Entry> lt = s.entry("lease_ticks");
        if (lt.isPresent()) {
            if (!lt.get().value().matches("[0-9]{1,4}") || Integer.parseInt(lt.get().value()) < 2) {
                throw s.badValue(lt.get(), "a whole number of intervals from 2 to 9999");
            }
            leaseTicks = Integer.parseInt(lt.get().value());
        }
        Map<String, Long> linkSpeeds = Map.of();
        Optional<Section.Entry> ls = s.entry("link_speed");
        if (ls.isPresent()) {
            try {
                linkSpeeds = io.objbench.driver.net.LinkSpeeds.parse(ls.get().value());
            } catch (IllegalArgumentException e) {
                throw s.badValue(ls.get(), "interface:speed[,interface:speed…], speed in bits per second with"
                        + " K, M or G (e.g. eth0:1000M, eth1:10G): " + e.getMessage());
            }
        }
        TlsSettings tls = TlsSettings.read(s, ini.fileName());
        return new DriverConf(nonEmpty(s, "name"), url, level, nonEmpty(s, "log_file"), nonEmpty(s, "host"), port,
                nonEmpty(s, "token"), maxWorkers, leaseTicks, nonEmpty(s, "scripts_dir"), aliases, linkSpeeds, tls);
    }

    /** {@code [storage_aliases]}: {@code alias = type}, both adaptor type names. */
    private static Map<String, String> aliases(IniFile ini) throws IniException {
        Optional<Section> found = ini.section(ALIASES_SECTION);
        if (found.isEmpty()) {
            return Map.of();
        }
        Map<String, String> out = new java.util.LinkedHashMap<>();
        for (Section.Entry e : found.get().entries()) {
            if (!e.key().matches(TYPE_NAME) || !(e.value().isEmpty() || e.value().matches(TYPE_NAME))) {
                throw found.get().badValue(e, "alias = adaptor type, both names of letters, digits, '_' or '-'"
                        + " (e.g. ecs = s3), or alias = (empty) to drop a default alias");
            }
            if (e.key().equals(e.value())) {
                throw found.get().badValue(e, "an adaptor type other than the alias itself");
            }
            out.put(e.key(), e.value());
        }
        return out;
    }

    private static final String TYPE_NAME = "[A-Za-z0-9_-]{1,64}";

    /**
     * The file to read when none is given: {@code -Dcosbench.driver.config}, then
     * {@code ./driver.conf}, {@code conf/driver.conf}, {@code /etc/cosbench/driver.conf} (COSBench's
     * order), first existing wins.
     */
    public static Optional<Path> locate() {
        String property = System.getProperty(FILE_PROPERTY);
        if (property != null && !property.isBlank()) {
            return Optional.of(Path.of(property));
        }
        for (String candidate : List.of("driver.conf", "conf/driver.conf", "/etc/cosbench/driver.conf")) {
            Path p = Path.of(candidate);
            if (Files.isRegularFile(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /** The port from {@code port=}, else from the url, if any. */
    public Optional<Integer> effectivePort() {
        if (port != null) {
            return Optional.of(port);
        }
        return url != null && url.getPort() >= 0 ? Optional.of(url.getPort()) : Optional.empty();
    }

    /** Never prints the token. */
    @Override
    public String toString() {
        return "DriverConf[name=" + name + ", url=" + url + ", logLevel=" + logLevel + ", logFile=" + logFile
                + ", host=" + host + ", port=" + port + ", token=" + (token == null ? "none" : "***")
                + ", maxWorkers=" + maxWorkers + ", leaseTicks=" + leaseTicks + ", scriptsDir=" + scriptsDir
                + ", storageAliases=" + storageAliases + ", linkSpeeds=" + linkSpeeds + ", tls=" + tls + "]";
    }

    private static Integer parsePort(Section s, Section.Entry e) throws IniException {
        try {
            int port = Integer.parseInt(e.value());
            if (port >= 0 && port <= 65535) {
                return port;
            }
        } catch (NumberFormatException ignored) {
            // reported below with the line
        }
        throw s.badValue(e, "a port number 0..65535 (0 = any free port)");
    }

    private static String nonEmpty(Section s, String key) {
        return s.get(key).filter(v -> !v.isEmpty()).orElse(null);
    }
}
