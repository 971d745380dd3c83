:- use_module(library(lists)).
0.75::e0(1,3).
0.3::e0(1,1); 0.1::e0(3,3); 0.2::e0(2,2).
0.9::e1(3,3).
0.3::e1(3,3); 0.1::e1(1,1); 0.3::e1(2,2).
0.3::e2(1,2).
0.5::e2(2,2).
0.8::e2(2,1).
0.8::e3(3,2).
p00 <- p00, p00, findall(V, e2(1,V), L), L = [].
p00 :- e2(Y,Y), p00.
p10 :- e3(X,X), p00, findall(V, e1(X,V), L), L \= [].
p11(Y) <- e0(1,Z), p00, between(1,3,Y), findall(V, e2(Z,V), L), length(L, N), N >= 2.
p11(3) <- p00, p10, p10.
p20(X) :- e1(X,Y), T =.. [g, X], T \== g(0), X @=< a.
p20(1) :- (p20(Z), e3(Z,3), e0(Z,Z), Z < 2, \+ e2(Z,Z)) ; (p20(X), p00).
query(p00).
query(p20(2)).
evidence(e1(1,3), true).
