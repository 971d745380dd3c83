:- use_module(library(lists)).
0.8::e0(2,1).
0.1::e0(1,1); 0.2::e0(2,2); 0.1::e0(3,3).
0.75::e1(2,3).
0.2::e1(3,3); 0.1::e1(1,1).
0.4::e2(3).
0.1::e2(2).
0.2::e2(2); 0.3::e2(1).
e3(3).
0.75::e3(1).
0.1::e3(1); 0.3::e3(3).
0.8::p00 :- e1(X,Y), T =.. [g, X], T \== g(0), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2.
p00 :- p00, T =.. [g, 1], T \== g(0), \+ e0(2,3).
p00 :- (X \== 3, e3(Z), e3(X), p00, \+ e0(1,Z)) ; (e1(X,Y), call(e2, 2), compare(O, Y, 2)).
p10(Y) <- (p10(Y), not e3(Y)) ; (p10(Z), between(1,3,Y), \+ e0(2,Y), findall(V, e3(V), L), L \= []).
P::p10(Y) <- (e1(Y,Z), Z @=< 2, \+ e2(1)), P is Y / 4.
query(e2(X)).
query(p00).
query(p10(X)).
query(\+ e1(2,3)).
