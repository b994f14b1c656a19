package io.objbench.web.hostile;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The suite's client: one request with any method, headers and body bytes, a bounded time (a
 * case that hangs fails with a timeout), redirects not followed. Replies decoded as UTF-8.
 */
final class Http {

    /** Longest any case may take: far above a local reply, far below a hang. */
    static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final HttpClient client = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER)
            .connectTimeout(Duration.ofSeconds(5)).build();

    /** A request to send. */
    record Req(String method, String base, String path, Map<String, String> headers, byte[] body) {

        static Req get(String base, String path) {
            return new Req("GET", base, path, new LinkedHashMap<>(), null);
        }

        static Req post(String base, String path, String contentType, byte[] body) {
            Map<String, String> h = new LinkedHashMap<>();
            if (contentType != null) {
                h.put("Content-Type", contentType);
            }
            return new Req("POST", base, path, h, body);
        }

        Req header(String name, String value) {
            Map<String, String> h = new LinkedHashMap<>(headers);
            if (value == null) {
                h.remove(name);
            } else {
                h.put(name, value);
            }
            return new Req(method, base, path, h, body);
        }

        Req method(String m) {
            return new Req(m, base, path, headers, body);
        }
    }

    HttpResponse<String> send(Req r) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(r.base() + r.path())).timeout(TIMEOUT)
                .method(r.method(), r.body() == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofByteArray(r.body()));
        r.headers().forEach(b::header);
        return client.send(b.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    }

    /** Percent-encodes one path segment or parameter value (space as %20). */
    static String enc(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /** A URL-encoded form body. */
    static byte[] form(Map<String, String> fields) {
        List<String> pairs = new ArrayList<>();
        fields.forEach((k, v) -> pairs.add(enc(k) + "=" + enc(v)));
        return String.join("&", pairs).getBytes(StandardCharsets.UTF_8);
    }

    static final String BOUNDARY = "hostile-boundary-7d1";
    static final String MULTIPART = "multipart/form-data; boundary=" + BOUNDARY;

    /** A multipart body with one file field. */
    static byte[] multipart(String field, String fileName, byte[] content) {
        String head = "--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\"" + field + "\"; filename=\""
                + fileName + "\"\r\nContent-Type: application/xml\r\n\r\n";
        String tail = "\r\n--" + BOUNDARY + "--\r\n";
        byte[] h = head.getBytes(StandardCharsets.UTF_8);
        byte[] t = tail.getBytes(StandardCharsets.UTF_8);
        byte[] out = new byte[h.length + content.length + t.length];
        System.arraycopy(h, 0, out, 0, h.length);
        System.arraycopy(content, 0, out, h.length, content.length);
        System.arraycopy(t, 0, out, h.length + content.length, t.length);
        return out;
    }
}
