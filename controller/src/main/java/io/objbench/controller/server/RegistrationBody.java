package io.objbench.controller.server;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.objbench.controller.conf.ControllerConf;
import io.objbench.core.json.Json;
import io.objbench.core.protocol.DriverRegistration;
import io.objbench.http.HttpProblem;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.Iterator;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Reads and checks a {@link DriverRegistration} body; every way it can be wrong becomes a 400
 * naming the field: not JSON, not an object, an unknown field, {@code name} missing or not a
 * driver name, {@code url} missing or not an http(s) URL with a host and nothing after the path
 * prefix, and a loopback URL sent from another host (the controller would dial itself).
 */
final class RegistrationBody {

    /** What a driver name may be: it lands in logs, file names of the archive and {@code driver=} pins. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");
    private static final List<String> FIELDS = List.of("name", "url", "instance", "version");
    private static final int MAX_TEXT = 256;

    private RegistrationBody() {
    }

    /**
     * @param body          the request body
     * @param remoteAddress the caller's IP address (a loopback URL is refused unless it is loopback too)
     */
    static DriverRegistration parse(String body, String remoteAddress) throws HttpProblem {
        if (body == null || body.isBlank()) {
            throw bad("empty body: POST a DriverRegistration as JSON, e.g. {\"name\":\"d1\",\"url\":\"http://10.0.0.5:18088\"}");
        }
        JsonNode tree;
        try {
            tree = Json.mapper().readTree(body);
        } catch (JsonProcessingException e) {
            throw bad("malformed registration JSON at line " + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr() + ": " + e.getOriginalMessage());
        }
        if (tree == null || !tree.isObject()) {
            throw bad("the registration must be a JSON object with 'name' and 'url'");
        }
        for (Iterator<String> it = tree.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (!FIELDS.contains(field)) {
                throw bad("unknown field '" + field + "' in the registration; known: " + String.join(", ", FIELDS));
            }
        }
        String name = text(tree, "name", true);
        if (!NAME.matcher(name).matches()) {
            throw bad("field 'name' is '" + shorten(name) + "': a driver name is 1 to 64 of A-Z a-z 0-9 . _ -,"
                    + " starting with a letter or digit");
        }
        String url = text(tree, "url", true);
        String base = checkUrl(url, remoteAddress);
        return new DriverRegistration(name, base, text(tree, "instance", false), text(tree, "version", false));
    }

    private static String text(JsonNode tree, String field, boolean required) throws HttpProblem {
        JsonNode v = tree.get(field);
        if (v == null || v.isNull()) {
            if (required) {
                throw bad("field '" + field + "' is missing in the registration");
            }
            return null;
        }
        if (!v.isTextual()) {
            throw bad("field '" + field + "' must be a string, got " + v.getNodeType().name().toLowerCase(java.util.Locale.ROOT));
        }
        String s = v.asText().strip();
        if (required && s.isEmpty()) {
            throw bad("field '" + field + "' is empty in the registration");
        }
        if (s.length() > MAX_TEXT || s.chars().anyMatch(Character::isISOControl)) {
            throw bad("field '" + field + "' must be at most " + MAX_TEXT + " printable characters");
        }
        return s;
    }

    /** The URL as a base URL (COSBench's trailing {@code /driver} accepted), or a 400. */
    private static String checkUrl(String url, String remoteAddress) throws HttpProblem {
        URI uri;
        try {
            uri = new URI(url);
        } catch (URISyntaxException e) {
            throw bad("field 'url' is '" + shorten(url) + "': not a URL (" + e.getReason() + ")");
        }
        if (!("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) || uri.getHost() == null
                || uri.getRawQuery() != null || uri.getRawFragment() != null || uri.getRawUserInfo() != null) {
            throw bad("field 'url' is '" + shorten(url) + "': expected the driver's http(s) base URL with a host,"
                    + " e.g. http://10.0.0.5:18088");
        }
        String base = ControllerConf.baseUrl(url);
        String path = URI.create(base).getRawPath();
        if (path != null && !path.isEmpty() && !path.equals("/")) {
            throw bad("field 'url' is '" + shorten(url) + "': a driver's base URL has no path (only COSBench's /driver)");
        }
        if (loopbackLiteral(uri.getHost()) && !loopbackLiteral(remoteAddress)) {
            throw bad("field 'url' is '" + shorten(url) + "', a loopback address, but the driver calls from "
                    + remoteAddress + ": the controller would dial itself. Start the driver with"
                    + " --advertise http://<address the controller reaches it at>:<port>");
        }
        return base;
    }

    /**
     * Whether {@code host} is {@code localhost} or a loopback IP literal. Names are not resolved:
     * a registration must not make the controller wait on DNS.
     */
    static boolean loopbackLiteral(String host) {
        if (host == null) {
            return false;
        }
        String h = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        if (h.equalsIgnoreCase("localhost")) {
            return true;
        }
        if (h.matches("\\d{1,3}(\\.\\d{1,3}){3}") || h.contains(":") && h.matches("[0-9A-Fa-f.:]+")) {
            try {
                return InetAddress.getByName(h).isLoopbackAddress(); // a literal: no lookup
            } catch (UnknownHostException e) {
                return false;
            }
        }
        return false;
    }

    private static String shorten(String s) {
        return s.length() <= 80 ? s : s.substring(0, 80) + "…";
    }

    private static HttpProblem bad(String message) {
        return new HttpProblem(400, message);
    }
}
