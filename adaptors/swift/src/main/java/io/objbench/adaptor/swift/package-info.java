/**
 * The {@code swift} storage adaptor (OpenStack Swift's REST API) and the {@code swauth}
 * (v1: tempauth/swauth) and {@code keystone} (identity v3) auth adaptors that log its workers in.
 * HTTP goes through the JDK's {@link java.net.http.HttpClient}: it streams request and response
 * bodies and takes any token, with nothing to embed in the bundle.
 */
package io.objbench.adaptor.swift;
