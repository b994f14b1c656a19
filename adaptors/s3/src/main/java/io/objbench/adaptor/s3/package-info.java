/**
 * The {@code s3} storage adaptor: S3-compatible servers (AWS, radosgw, MinIO, s3proxy, Swift's
 * s3api) through the AWS SDK for Java v2 sync client, embedded privately in the bundle.
 */
package io.objbench.adaptor.s3;
