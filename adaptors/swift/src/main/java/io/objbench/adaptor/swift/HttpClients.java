package io.objbench.adaptor.swift;

import java.net.http.HttpClient;
import java.time.Duration;

/** The HTTP clients the adaptors build: HTTP/1.1 only (no h2c upgrade attempt Swift would not expect). */
final class HttpClients {

    private HttpClients() {
    }

    static HttpClient create(Duration connectTimeout) {
        return HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(connectTimeout)
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
    }
}
