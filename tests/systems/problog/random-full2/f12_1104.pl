:- use_module(library(lists)).
0.4::e0(1,1).
0.8::e1.
0.25::e2(2).
0.7::e2(1).
0.1::e2(2); 0.3::e2(1).
p00(3,Y) :- e1, p00(X,X), e1, between(1,3,Y), T =.. [g, Y], T \== g(0).
p00(Y,Y) :- e1, e1, e0(X,X), between(1,3,Y).
P::p00(3,Y) :- (e1, e0(Z,Y), e0(2,Z), call(e2, Z)), P is Y / 4.
p01 :- p01, e2(Z), e2(3), T =.. [g, Z], T \== g(0), findall(V, e0(Z,V), L), L = [].
p01 :- p01.
p10 :- e1.
query(e0(Y,Y)).
query(e2(Y)).
