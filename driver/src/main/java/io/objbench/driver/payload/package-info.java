/**
 * Object bodies: written from a shared 4 KB block without allocation, read by draining into a
 * reusable sink, with COSBench's MD5 trailer ({@code hashCheck}) written and verified while
 * streaming.
 */
package io.objbench.driver.payload;
