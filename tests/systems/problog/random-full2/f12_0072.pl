:- use_module(library(lists)).
e0(1,3).
0.5::e0(3,1).
0.5::e0(1,1).
0.25::e1(3,3).
0.3::e1(3,3); 0.2::e1(2,2).
e2(3).
0.8::e2(1).
0.1::e2(1); 0.1::e2(2); 0.2::e2(3).
0.1::e3(2,3).
0.8::e3(1,1).
p00(1) :- (e0(X,Y), Y \= 3, Y \= X) ; (e0(2,Z), findall(V, e1(1,V), L), length(L, N), N >= 1, not e2(Z)).
0.9::p00(Y) :- e3(1,Z), p00(1), e0(Z,1), between(1,3,Y), findall(V, e2(V), L), L \= [].
p01(Y) :- e2(Y).
p10(Y) :- p11, p11, e3(Y,1).
p10(Y) :- p01(Y), p00(3), e1(Y,Y), \+ e1(Y,Y).
p11 :- p10(1), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2.
0.1::p11 :- (p00(X), T =.. [g, X], T \== g(0)) ; (e3(3,Y), compare(O, Y, 1), call(p00, Y)).
0.25::p11 <- e3(X,1), \+ e3(X,X).
query(e2(Y)).
