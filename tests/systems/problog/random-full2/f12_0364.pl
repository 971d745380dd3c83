:- use_module(library(lists)).
0.75::e0.
0.8::e2(1).
0.2::e3.
p00(3,2) <- Z == 3, e2(Z), \+ e2(Z).
p00(3,Y) :- e2(X), e3, between(1,3,Y).
p00(X,X) <- e1(Z), between(1,3,X).
0.25::p01(X,Y) :- p01(2,Z), e1(3), e2(2), between(1,3,X), between(1,3,Y).
p01(3,X) :- p00(3,Y), e2(1), e2(1), between(1,3,X), X @=< f(1).
P::p10(Y) :- (e3, p00(Y,3), findall(V, e1(V), L), L \= []), P is Y / 4.
p11(X,1) :- e1(Z), between(1,3,X).
p20 :- e3, call(p10, 3).
0.3::p20 :- p00(2,Y).
p21(X) :- e2(Z), p11(Z,Z), p00(Z,1), between(1,3,X).
P::p21(X) :- (e2(Y), between(1,3,X), call(e2, 3)), P is X / 4.
p21(Y) :- p21(Y), p21(Y), p11(Y,X).
query(e2(Y)).
query(\+ e2(1)).
