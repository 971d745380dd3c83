:- use_module(library(lists)).
e0(1,2).
0.2::e0(3,3); 0.1::e0(1,1); 0.3::e0(2,2).
0.5::e1(1,1).
e1(3,1).
e1(2,2).
0.1::e1(1,1); 0.3::e1(2,2); 0.3::e1(3,3).
0.8::e2.
0.9::e3(1,1).
0.25::e3(3,2).
0.2::e3(2,2); 0.3::e3(3,3); 0.3::e3(1,1).
p00(X) :- p01, e3(X,2), \+ e3(X,X).
p01 :- (e1(X,Z)) ; (e1(X,Z), p01, findall(V, e3(Z,V), L), sort(L, S), length(S, N), N < 2).
p10 :- p01.
p11(X,X) :- e0(Z,Z), e3(2,3), between(1,3,X).
P::p11(X,Y) :- (p00(X), between(1,3,Y), compare(O, Y, 3), call(e1, 3, Y)), P is Y / 4.
0.6::p20 :- e0(Y,2), \+ p10.
p21 :- p11(3,Z), e1(Z,Z), e0(Y,Z).
p21 :- e2, e0(2,X).
query(p01).
query(e3(1,2)).
query(p00(X)).
query(\+ e3(2,1)).
evidence(p21, true).
