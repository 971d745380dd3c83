:- use_module(library(lists)).
0.5::e0(2,2).
0.75::e1(1).
e1(3).
0.5::e3(1,3).
0.3::e3(3,2).
0.2::p00(X,2) :- p01(Z), between(1,3,X).
p00(X,X) :- e1(2), e2(3,Y), between(1,3,X), \+ e1(X), W is Y + 1, W < 5.
0.1::p00(X,Y) :- X \== 2, e2(X,2), e2(X,X), between(1,3,Y), findall(V, e2(Y,V), L), L = [].
p01(Y) :- (e0(Z,Y), e3(2,Y), Z @< a, compare(O, Y, 3)) ; (e1(Y), not e1(2), W is Y + 2, W < 5).
p10(X) :- p11(Z), between(1,3,X), Z @=< a.
P::p11(Y) :- (e2(2,1), between(1,3,Y), compare(O, Y, 3)), P is Y / 4.
query(e1(3)).
query(p10(Y)).
query(e0(X,X)) :- between(1,2,X).
