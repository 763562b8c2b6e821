import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link } from 'react-router';

/** A breadcrumb trail: links for every item with `to`, the last one the current page. */
export function Breadcrumbs({ items }: { items: { label: string; to?: string }[] }) {
  return (
    <Breadcrumb.Root>
      <Breadcrumb.List flexWrap="wrap" rowGap="1">
        {items.map((item, index) => (
          <Fragment key={`${index}-${item.label}`}>
            {index > 0 && <Breadcrumb.Separator />}
            <Breadcrumb.Item flexShrink={item.to ? 0 : 1} minW="0">
              {item.to ? (
                <Breadcrumb.Link asChild>
                  <Link to={item.to}>{item.label}</Link>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink>{item.label}</Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
